/** Runs `action` with the latest arguments once calls have stopped for `waitMs`. */
export function debounce<Args extends unknown[]>(
  action: (...args: Args) => void,
  waitMs: number,
): { (...args: Args): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => action(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
