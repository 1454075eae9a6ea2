// GET /api/v1/restaurants/{restaurant_id}/info/ (spec 000 §2 "information tab with origin-country
// info, owner introduction and images"). Designed: `images` are the owner's photos (the viewer's
// "n / total"); `business` is the seller information every Korean shop page carries, made up here
// from the restaurant (the seed has none): its name and a registration number derived from the id.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { messages } from '../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import { notFound } from './refusals.ts';
import { findRestaurant } from './restaurant-store.ts';

/** 123-45-67890 style: the id's digits, zero-padded to ten. */
export function registrationNumber(id: number): string {
  const digits = String(id).padStart(10, '0').slice(-10);
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function registerRestaurantInfo(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['restaurant.info'], async ({ params }) => {
    const restaurant = await findRestaurant(ctx.db, params.restaurant_id);
    if (restaurant === null) return notFound(messages.RESTAURANT_LOAD_FAILED);
    const d = restaurant.doc;
    const intro = d.introduction_by_owner;
    return answer({
      restaurant_id: d.id,
      name: d.name,
      address: d.address,
      open_time_description: d.open_time_description,
      country_origin: d.country_origin ?? null,
      introduction_by_owner:
        intro === undefined
          ? null
          : { introduction_text: intro.introduction_text, images: [...intro.images] },
      images: [...(intro?.images ?? [])],
      phone: null,
      business: { company_name: d.name, registration_number: registrationNumber(d.id) },
    });
  });
}
