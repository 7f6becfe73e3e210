/** `text` with the first case-insensitive occurrence of `match` in bold. */
export function HighlightedMatch({ text, match }: { text: string; match: string }) {
  const at = match ? text.toLocaleLowerCase().indexOf(match.toLocaleLowerCase()) : -1;
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-inherit">{text.slice(at, at + match.length)}</mark>
      {text.slice(at + match.length)}
    </>
  );
}
