import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { CatalogCache } from '../lib/catalog-cache';
import type { Clock } from '../lib/clock';
import type { CounterFactory } from '../lib/counters';
import type { Mailer } from '../lib/mailer';
import type { Passwords } from '../lib/passwords';
import type { PushNotifier } from './push/push-notifier';
import type { RestaurantRepository } from './restaurant/restaurant.repository';

/** What app.ts starts once and hands to every module. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Work a request starts but does not wait for; drained before the database closes. */
  background: BackgroundTasks;
  /** Signs access tokens and keys the reset-code hashes. */
  jwtSecret: string;
  /** Counts per address or account for limits (in Redis with REDIS_URL); rules in config.rateLimits. */
  counters: CounterFactory;
  /** Hashes new passwords at config.passwordHashing's cost and checks stored ones. */
  passwords: Passwords;
  /** The public menu and profile as they are sent, dropped when the family changes them. */
  catalog: CatalogCache;
  /** The restaurant's profile, which emails and the payment page read too. */
  restaurant: RestaurantRepository;
  /** "Now" for the ordering rules: the real time, or the one a test or SHOP_NOW sets. */
  clock: Clock;
  /** Pushes to the family's phones (new orders, payments to check), sent in the background. */
  push: PushNotifier;
}

export type ModulePlugin = FastifyPluginAsyncZod<ModuleContext>;

export interface ModuleOptions {
  /** Modules whose decorators this one uses (e.g. `auth` for `app.authenticate`). */
  needs?: string[];
  /**
   * Only for a module that gives the others something (the auth module's
   * `app.authenticate`): its decorators reach its siblings. Its routes still sit in a
   * context of their own.
   */
  sharesDecorators?: boolean;
}

/**
 * One feature of the API as a Fastify plugin: it builds its repositories and services
 * from the context and registers its routes, with their prefix and hooks, in a context
 * of its own. A module listed in app.ts before one it `needs` stops the start with a
 * message naming both. A route at the prefix itself is `''`: `'/'` would also respond
 * at the path with a trailing slash.
 */
export function defineModule(
  name: string,
  plugin: ModulePlugin,
  { needs = [], sharesDecorators = false }: ModuleOptions = {},
) {
  return fp(plugin, { name, dependencies: needs, encapsulate: !sharesDecorators });
}
