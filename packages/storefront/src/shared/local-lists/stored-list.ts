/**
 * A list kept in local storage under one key, readable by React through
 * useSyncExternalStore. A missing or unreadable value is an empty list (CART-12).
 */
export function storedList<T>(key: string, isEntry: (value: unknown) => value is T) {
  const event = `dhanya:${key}`;
  let cachedRaw: string | null | undefined;
  let cachedList: T[] = [];

  function read(): T[] {
    const raw = localStorage.getItem(key);
    if (raw === cachedRaw) return cachedList;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedList = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      cachedList = [];
    }
    return cachedList;
  }

  function write(list: T[]) {
    if (list.length) localStorage.setItem(key, JSON.stringify(list));
    else localStorage.removeItem(key);
    window.dispatchEvent(new Event(event));
  }

  function subscribe(onChange: () => void) {
    const onStorage = (storageEvent: StorageEvent) => {
      if (storageEvent.key === key || storageEvent.key === null) onChange();
    };
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }

  // The server has no local storage: pages render with an empty list, filled in after
  // hydration. One constant list, as useSyncExternalStore wants the same value every time.
  const nothingStored: T[] = [];
  const readOnServer = () => nothingStored;

  return { key, read, readOnServer, write, subscribe, clear: () => write([]) };
}
