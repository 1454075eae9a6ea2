// Every route module of the gateway, registered in this order.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';

export type RegisterRoutes = (app: FastifyInstance, context: GatewayContext) => void;

export const gatewayRoutes: readonly RegisterRoutes[] = [];
