import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { orderQuantitySchema, validationMessages, withValues } from '@donut/validation';
import type { Db } from '../../db/database';
import { cartItems, carts } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';
import { ORDER_LINES_MAX } from '@donut/validation';
import { sellableVariants, type SellableVariant } from './order-lines';

/** Who holds a cart: the site's signed-in customer, or a visitor by the token of their cookie. */
export type CartHolder = { customerId: string } | { token: string | null };

export interface CartLineRow {
  variantId: string;
  quantity: number;
  /** The variant as the shop sells it now; null when it no longer does. */
  variant: SellableVariant | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
/** A token as the client keeps it: anything else names no cart. */
const isToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{32}$/.test(token);

async function findCartId(db: Db, projectId: string, holder: CartHolder): Promise<string | null> {
  if (!('customerId' in holder) && !isToken(holder.token)) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(
        eq(carts.projectId, projectId),
        'customerId' in holder
          ? eq(carts.customerId, holder.customerId)
          : eq(carts.tokenHash, hashOf(holder.token as string)),
      ),
    );
  return row?.id ?? null;
}

/** The customer's cart, made on first use; two first uses at once make one (the unique key). */
async function customerCartId(tx: Db, projectId: string, customerId: string): Promise<string> {
  await tx.insert(carts).values({ projectId, customerId }).onConflictDoNothing();
  return (await findCartId(tx, projectId, { customerId })) as string;
}

/**
 * Moves a visitor's cart (named by its token) into the signed-in customer's, adding quantities up to the most a line
 * holds, then deletes it: signing in never loses what was put in the cart before.
 */
export async function joinVisitorCart(db: Db, projectId: string, customerId: string, token: string | null) {
  if (!isToken(token)) return;
  await db.transaction(async (tx) => {
    const visitorCartId = await findCartId(tx, projectId, { token });
    if (!visitorCartId) return;
    const cartId = await customerCartId(tx, projectId, customerId);
    await tx.execute(sql`insert into ${cartItems} (project_id, cart_id, variant_id, quantity)
      select project_id, ${cartId}, variant_id, quantity from ${cartItems}
      where project_id = ${projectId} and cart_id = ${visitorCartId}
      on conflict (project_id, cart_id, variant_id)
      do update set quantity = least(${cartItems.quantity} + excluded.quantity, 999)`);
    await tx.delete(carts).where(and(eq(carts.projectId, projectId), eq(carts.id, visitorCartId)));
  });
}

/** The cart's lines in the order they were added, each with its variant as the shop sells it now. */
export async function readCart(db: Db, projectId: string, holder: CartHolder, language: string) {
  const cartId = await findCartId(db, projectId, holder);
  if (!cartId) return [];
  const lines = await db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.projectId, projectId), eq(cartItems.cartId, cartId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
  const sellable = await sellableVariants(
    db,
    projectId,
    lines.map((line) => line.variantId),
    language,
  );
  return lines.map((line) => ({ ...line, variant: sellable.get(line.variantId) ?? null }));
}

/**
 * SetCartLine: how many units of a variant the cart holds (0 removes it). A variant the shop does not sell is
 * refused under `variant_id`, more than is left under `quantity`, a 101st line under `variant_id`. A visitor
 * without a cart gets one and its token (answered once, only its hash is kept).
 */
export async function setCartLine(
  db: Db,
  projectId: string,
  holder: CartHolder,
  line: { variantId: string; quantity: number },
  language: string,
): Promise<{ token: string | null }> {
  if (line.quantity !== 0) {
    try {
      orderQuantitySchema.validateSync(line.quantity);
    } catch (error) {
      throw invalidInput({ quantity: (error as { errors: never[] }).errors[0] });
    }
  }
  const variant = (await sellableVariants(db, projectId, [line.variantId], language)).get(line.variantId);
  if (!variant && line.quantity > 0)
    throw invalidInput({ variant_id: validationMessages.productUnavailable });
  if (variant && variant.stock !== null && line.quantity > variant.stock)
    throw invalidInput({ quantity: validationMessages.notEnoughQuantity });
  return db.transaction(async (tx) => {
    let token: string | null = 'customerId' in holder ? null : holder.token;
    let cartId =
      'customerId' in holder
        ? await customerCartId(tx, projectId, holder.customerId)
        : await findCartId(tx, projectId, holder);
    if (!cartId && line.quantity === 0) return { token: null };
    if (!cartId) {
      token = newToken();
      const [created] = await tx
        .insert(carts)
        .values({ projectId, tokenHash: hashOf(token) })
        .returning({ id: carts.id });
      cartId = created.id;
    }
    const at = and(eq(cartItems.projectId, projectId), eq(cartItems.cartId, cartId));
    if (line.quantity === 0) {
      await tx.delete(cartItems).where(and(at, eq(cartItems.variantId, line.variantId)));
    } else {
      await tx
        .insert(cartItems)
        .values({ projectId, cartId, variantId: line.variantId, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.projectId, cartItems.cartId, cartItems.variantId],
          set: { quantity: line.quantity },
        });
      const [{ lines }] = await tx.select({ lines: count() }).from(cartItems).where(at);
      if (lines > ORDER_LINES_MAX)
        throw invalidInput({
          variant_id: withValues(validationMessages.max, { length: ORDER_LINES_MAX, items: 'items' }),
        });
    }
    await tx
      .update(carts)
      .set({ updatedAt: new Date() })
      .where(and(eq(carts.projectId, projectId), eq(carts.id, cartId)));
    return { token };
  });
}

/** Takes ordered variants out of the buyer's cart, inside the order's transaction. */
export async function removeOrderedLines(
  tx: Db,
  projectId: string,
  holder: CartHolder,
  variantIds: string[],
) {
  const cartId = await findCartId(tx, projectId, holder);
  if (!cartId || !variantIds.length) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.projectId, projectId),
        eq(cartItems.cartId, cartId),
        inArray(cartItems.variantId, variantIds),
      ),
    );
}
