/** A Storage over a Map, for node tests; `failWrites` makes setItem throw like a full quota. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  failWrites = false;
  failReads = false;

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    if (this.failReads) throw new Error('SecurityError');
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }

  keys(): string[] {
    return [...this.items.keys()];
  }
}
