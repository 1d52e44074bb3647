import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes; argon2id is the library's default algorithm), bounded so a login flood cannot exhaust memory. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** At most one hashing job per core: other requests keep a core while wrong passwords arrive. */
class Semaphore {
  private waiting: Array<() => void> = [];
  private active = 0;
  constructor(private readonly limit: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await job();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const semaphore = new Semaphore(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return semaphore.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return semaphore.run(() => verify(passwordHash, password).catch(() => false));
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of a real verification, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('donut-dummy-password', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
