// What the ordering routes share: the gateway's context and the cart signer built from it.
import type { GatewayContext } from '../context.ts';
import { type CartSigner, cartSigner } from './cart/cart-signature.ts';

export interface OrderingDeps {
  readonly ctx: GatewayContext;
  readonly signer: CartSigner;
}

export function orderingDeps(ctx: GatewayContext): OrderingDeps {
  return { ctx, signer: cartSigner(ctx.db) };
}
