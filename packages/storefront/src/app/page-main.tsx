/** Where a page inside the layout sits: centred, at most a laptop screen wide, padded. */
export function PageMain({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 min-[900px]:px-6 min-[900px]:py-8 print:max-w-none print:p-0"
    >
      {children}
    </main>
  );
}
