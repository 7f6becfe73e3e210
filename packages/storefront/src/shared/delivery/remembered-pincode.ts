const key = 'dhanya.pincode';

/** The pincode the shopper last checked, so the product page and the checkouts start from it. */
export function rememberedPincode(): string {
  try {
    return typeof localStorage === 'undefined' ? '' : (localStorage.getItem(key) ?? '');
  } catch {
    return '';
  }
}

export function rememberPincode(pincode: string): void {
  try {
    localStorage.setItem(key, pincode);
  } catch {
    // Private mode or storage full: the box just starts empty next time.
  }
}
