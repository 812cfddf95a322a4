import type { Db } from '../../../apps/api/src/db/client.ts';
import { cartItems, users } from '../../../apps/api/src/db/schema/index.ts';
import { createPasswords } from '../../../apps/api/src/lib/passwords.ts';
import { createTokenSigner } from '../../../apps/api/src/modules/auth/tokens.ts';

/** A bench customer and a live access token of theirs. */
export interface Shopper {
  id: number;
  /** The token's id, which the per-request session check looks up. */
  jti: string;
  authorization: string;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips. */
const ROWS_PER_INSERT = 1_000;

/**
 * Customers written straight into the database, with tokens signed by the app's own signer
 * and the JWT_SECRET the server gets. Signing thousands of customers up through the API
 * would take minutes of scrypt; the rows and tokens are the ones sign-up and sign-in make.
 * Tokens live an hour (ACCESS_TOKEN_TTL_SECONDS), far longer than a run.
 */
export function createShopperFactory(db: Db, jwtSecret: string) {
  const signer = createTokenSigner(jwtSecret);
  // One real scrypt hash for all: the accounts could sign in, nobody needs them to.
  let passwordHash: Promise<string> | undefined;
  let made = 0;

  return {
    async make(count: number): Promise<Shopper[]> {
      passwordHash ??= createPasswords().hash('bench-password-nobody-uses');
      const hash = await passwordHash;
      const rows = Array.from({ length: count }, () => {
        const n = ++made;
        return {
          name: `Pelanggan Bench ${n}`,
          alamat: `Jl. Kaliurang Km ${n}, Yogyakarta`,
          telephone: `62812${String(n).padStart(8, '0')}`,
          email: `pelanggan-${n}@bench.contoh.id`,
          passwordHash: hash,
        };
      });
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const inserted = await db
          .insert(users)
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .returning({ id: users.id });
        ids.push(...inserted.map((row) => row.id));
      }
      const now = new Date();
      return Promise.all(
        ids.map(async (id) => {
          const { accessToken } = await signer.issue(id, now);
          return { id, jti: tokenId(accessToken), authorization: `Bearer ${accessToken}` };
        }),
      );
    },

    /**
     * Puts `lines` dishes in each shopper's cart (1 or 2 portions), as cart_items rows:
     * what POST /api/cart leaves behind, without spending the run on it.
     */
    async fillCarts(shoppers: Shopper[], foodIds: number[], lines: number): Promise<void> {
      const rows = shoppers.flatMap((shopper, s) =>
        Array.from({ length: lines }, (_, l) => ({
          userId: shopper.id,
          foodId: foodIds[(s * lines + l) % foodIds.length]!,
          jumlah: 1 + (l % 2),
        })),
      );
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await db.insert(cartItems).values(rows.slice(start, start + ROWS_PER_INSERT));
      }
    },
  };
}

export type ShopperFactory = ReturnType<typeof createShopperFactory>;

function tokenId(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return String(payload.jti);
}
