// The schema, as ordered migrations. One list for PGlite and for a PostgreSQL server. The SQL lives
// here (not in .sql files) so that the bundled CLI carries it.

export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'catalogue, customers, carts and orders',
    sql: `
      CREATE TABLE seed_meta (key text PRIMARY KEY, value text NOT NULL);

      -- The catalogue, kept in the seed's (the spec's) shape; queried by id, point and category.
      CREATE TABLE restaurants (
        id bigint PRIMARY KEY,
        name text NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        delivery_radius_m integer NOT NULL,
        categories text[] NOT NULL,
        doc jsonb NOT NULL,
        menu jsonb NOT NULL
      );
      CREATE TABLE reviews (
        id bigint PRIMARY KEY,
        restaurant_id bigint NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        has_photo boolean NOT NULL,
        doc jsonb NOT NULL
      );
      CREATE INDEX reviews_by_restaurant ON reviews (restaurant_id, created_at DESC);
      -- Stock of items (and options) of stock-managed restaurants; decremented in the order transaction.
      CREATE TABLE stock (
        restaurant_id bigint NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
        item_id bigint NOT NULL,
        amount integer NOT NULL CHECK (amount >= 0),
        PRIMARY KEY (restaurant_id, item_id)
      );
      CREATE TABLE districts (
        zipcode text NOT NULL,
        dongmyun text NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        doc jsonb NOT NULL,
        PRIMARY KEY (zipcode, dongmyun)
      );
      CREATE TABLE coupons (
        code text PRIMARY KEY,
        amount integer NOT NULL,
        min_order_amount integer NOT NULL,
        payment text NOT NULL,
        single_use boolean NOT NULL,
        valid_until timestamptz
      );
      CREATE TABLE content (kind text NOT NULL, id text NOT NULL, doc jsonb NOT NULL, PRIMARY KEY (kind, id));

      -- People.
      CREATE TABLE members (
        customer_id text PRIMARY KEY,
        account_origin text NOT NULL,
        email text NOT NULL UNIQUE,
        password_hash text,
        phone text,
        nickname text NOT NULL,
        state text,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE anonymous_customers (customer_id text PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE TABLE blocklist (hash text PRIMARY KEY);
      CREATE TABLE refresh_tokens (
        token text PRIMARY KEY,
        customer_id text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE login_failures (email text PRIMARY KEY, failures integer NOT NULL, last_at timestamptz NOT NULL);

      -- SMS verification.
      CREATE TABLE sms_codes (
        id bigserial PRIMARY KEY,
        phone text NOT NULL,
        context text NOT NULL,
        code text NOT NULL,
        sent_at timestamptz NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        used_at timestamptz
      );
      CREATE INDEX sms_codes_by_phone ON sms_codes (phone, sent_at DESC);
      CREATE TABLE verified_phones (phone text PRIMARY KEY, verified_at timestamptz NOT NULL);

      -- Ordering.
      CREATE TABLE carts (
        uuid text PRIMARY KEY,
        signature text NOT NULL,
        customer_id text NOT NULL,
        restaurant_id bigint NOT NULL,
        payment_type text NOT NULL,
        doc jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE orders (
        order_number text PRIMARY KEY,
        -- One order per server cart: the idempotency of order submit.
        cart_uuid text NOT NULL UNIQUE,
        customer_id text NOT NULL,
        guest_token text,
        restaurant_id bigint NOT NULL,
        status text NOT NULL,
        total integer NOT NULL,
        doc jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE coupon_uses (
        code text NOT NULL,
        customer_id text NOT NULL,
        order_number text NOT NULL,
        PRIMARY KEY (code, customer_id)
      );
      CREATE TABLE poll_answers (
        uniq_key text PRIMARY KEY,
        order_number text NOT NULL,
        number integer NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE SEQUENCE order_serial START 1;
    `,
  },
  {
    id: 2,
    name: 'member consents, last login, withdrawal, captchas and social accounts',
    sql: `
      ALTER TABLE members ADD COLUMN sms_accept boolean NOT NULL DEFAULT false;
      ALTER TABLE members ADD COLUMN email_accept boolean NOT NULL DEFAULT false;
      ALTER TABLE members ADD COLUMN push_accept boolean NOT NULL DEFAULT false;
      ALTER TABLE members ADD COLUMN efinance_agreement boolean NOT NULL DEFAULT false;
      ALTER TABLE members ADD COLUMN last_logged_in_at timestamptz;
      ALTER TABLE members ADD COLUMN last_device_id text;
      ALTER TABLE members ADD COLUMN withdraw_reason_type text;
      ALTER TABLE members ADD COLUMN withdraw_reason_detail text;
      ALTER TABLE members ADD COLUMN withdraw_requested_at timestamptz;
      CREATE INDEX members_by_phone ON members (phone);
      -- Ids of members who join through the gateway (seed members keep their own).
      CREATE SEQUENCE member_serial START 10000001;
      -- The login captcha: the latest one of a device is the one answered.
      CREATE TABLE captchas (
        id text PRIMARY KEY,
        device_id text NOT NULL,
        answer text NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX captchas_by_device ON captchas (device_id, created_at DESC);
      -- The sandbox social providers' access tokens, and which member a provider account joined as.
      CREATE TABLE social_provider_tokens (
        token text PRIMARY KEY,
        provider text NOT NULL,
        provider_user_id text NOT NULL,
        email text,
        issued_at timestamptz NOT NULL
      );
      CREATE TABLE social_accounts (
        provider text NOT NULL,
        provider_user_id text NOT NULL,
        customer_id text NOT NULL,
        PRIMARY KEY (provider, provider_user_id)
      );
    `,
  },
  {
    id: 3,
    name: 'review reports and notice read flags',
    sql: `
      -- One report per member, review and target (the review itself or the owner's reply).
      CREATE TABLE review_reports (
        review_id bigint NOT NULL,
        target text NOT NULL,
        customer_id text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (review_id, target, customer_id)
      );
      -- A member has read a notice once its content went through the proxy call with their token.
      CREATE TABLE notice_reads (
        customer_id text NOT NULL,
        notice_id text NOT NULL,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (customer_id, notice_id)
      );
    `,
  },
  {
    id: 4,
    name: 'ordering: cart order, pending coupon applications, order idempotency keys',
    sql: `
      -- The newest cart of a customer at a restaurant (cart refresh and coupon check name no uuid).
      ALTER TABLE carts ADD COLUMN seq bigserial;
      CREATE INDEX carts_by_customer ON carts (customer_id, restaurant_id, seq DESC);
      -- A coupon checked for a customer and not yet ordered with; coupon disuse releases it.
      CREATE TABLE coupon_applications (
        code text NOT NULL,
        customer_id text NOT NULL,
        restaurant_id bigint NOT NULL,
        applied_at timestamptz NOT NULL,
        PRIMARY KEY (code, customer_id)
      );
      -- The idempotency-key header of order submit (default: cart uuid and signature).
      ALTER TABLE orders ADD COLUMN idempotency_key text UNIQUE;
    `,
  },
  {
    id: 5,
    name: 'a seed change keeps orders: retired restaurants, the seed figure of stock; payment windows',
    sql: `
      -- A restaurant missing from a newer seed is retired, never deleted: orders name it.
      ALTER TABLE restaurants ADD COLUMN retired_at timestamptz;
      -- The seed's figure a stock row was last set from: a newer seed resets the live amount only
      -- where its figure changed (null: not known, the live amount is kept).
      ALTER TABLE stock ADD COLUMN seeded_amount integer;
      -- An online order unpaid by this time is cancelled and its stock returned (settings.ts); null
      -- for orders paid on delivery, and for online orders placed before (then: created_at + window).
      ALTER TABLE orders ADD COLUMN pay_by timestamptz;
      CREATE INDEX orders_awaiting_payment ON orders (status, pay_by);
    `,
  },
  {
    id: 6,
    name: 'sms: a ledger of every text sent; codes and proofs belong to their requester; coupon uses by phone',
    sql: `
      -- Every SMS the gateway sends (verification codes and app links), for the send limits: per
      -- phone, per customer, per client address and for the whole gateway (sms/sms-policy.ts).
      CREATE TABLE sms_sends (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        phone text NOT NULL,
        customer_id text,
        address text NOT NULL,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX sms_sends_by_phone ON sms_sends (phone, sent_at);
      CREATE INDEX sms_sends_by_customer ON sms_sends (customer_id, sent_at);
      CREATE INDEX sms_sends_by_address ON sms_sends (address, sent_at);
      CREATE INDEX sms_sends_by_time ON sms_sends (sent_at);
      INSERT INTO sms_sends (kind, phone, customer_id, address, sent_at)
        SELECT 'code', phone, NULL, '', sent_at FROM sms_codes WHERE sent_at > now() - interval '1 day';
      -- Who asked for a code (customer:<id> with a token, address:<ip> without): only they can
      -- check it, and their tries are theirs. Codes and proofs from before belong to nobody.
      ALTER TABLE sms_codes ADD COLUMN requester text NOT NULL DEFAULT '';
      CREATE INDEX sms_codes_by_requester ON sms_codes (phone, requester, sent_at DESC);
      ALTER TABLE verified_phones ADD COLUMN requester text NOT NULL DEFAULT '';
      ALTER TABLE verified_phones DROP CONSTRAINT verified_phones_pkey;
      ALTER TABLE verified_phones ADD PRIMARY KEY (phone, requester);
      -- A single-use coupon counts per verified phone as well as per customer.
      ALTER TABLE coupon_uses ADD COLUMN phone text;
      UPDATE coupon_uses SET phone = orders.doc->'customer'->>'phone'
        FROM orders WHERE orders.order_number = coupon_uses.order_number;
      CREATE INDEX coupon_uses_by_phone ON coupon_uses (code, phone);
    `,
  },
  {
    id: 7,
    name: 'login attempts per client; captcha images',
    sql: `
      -- Login attempts of one client address in its current window (member/login-clients.ts).
      CREATE TABLE login_client_attempts (
        client text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        attempts integer NOT NULL
      );
      -- The captcha's drawing, made once (the same image on every fetch).
      ALTER TABLE captchas ADD COLUMN image text;
    `,
  },
  {
    id: 8,
    name: 'catalogue version: bumped by every change to restaurants, reviews or stock',
    sql: `
      -- The catalogue's version (catalog/catalog-cache.ts): a cached read is served only while the
      -- version it was made at is current. Triggers bump it in the writing transaction itself, so no
      -- write path (seed import, orders taking stock, expired payments giving it back) can forget.
      CREATE TABLE catalog_version (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        version bigint NOT NULL
      );
      INSERT INTO catalog_version (version) VALUES (1);
      CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE catalog_version SET version = version + 1;
          RETURN NULL;
        END
      $$;
      CREATE TRIGGER restaurants_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurants
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
      CREATE TRIGGER reviews_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
      CREATE TRIGGER stock_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
    `,
  },
  {
    id: 9,
    name: 'sandbox social providers: their sign-in sessions',
    sql: `
      -- Who signed in at a sandbox provider's consent page (sandbox/social-provider-session.ts):
      -- named by the provider's cookie, ended by the provider's logout.
      CREATE TABLE social_provider_sessions (
        id text PRIMARY KEY,
        provider text NOT NULL,
        provider_user_id text NOT NULL,
        share_email boolean NOT NULL,
        signed_in_at timestamptz NOT NULL
      );
    `,
  },
  {
    id: 10,
    name: "an order's progress: its transitions, the orders still moving, a member's history",
    sql: `
      -- Every change of a placed order's progress (ordering/progress/progress-store.ts), never updated: the
      -- version is 1 at received and one more per change, and (order_number, version) is unique, so
      -- of two gateways writing the same next change one writes it and the other writes nothing.
      CREATE TABLE order_progress (
        order_number text NOT NULL REFERENCES orders(order_number),
        version integer NOT NULL CHECK (version >= 1),
        status text NOT NULL,
        at timestamptz NOT NULL,
        -- accepted: the restaurant's estimate
        estimated_minutes integer,
        -- cancelled: who, why, and the refund of an online payment (none, pending, refunded)
        cancelled_by text,
        reason text,
        refund text,
        PRIMARY KEY (order_number, version)
      );
      -- The orders not yet at their end (delivered, or cancelled with nothing left to refund), with
      -- their latest version: what the sandbox restaurant moves along. Kept by a trigger, in the
      -- writing transaction itself, so no write path can forget it.
      CREATE TABLE order_progress_open (
        order_number text PRIMARY KEY,
        version integer NOT NULL
      );
      CREATE FUNCTION track_open_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.status = 'delivered' OR (NEW.status = 'cancelled' AND NEW.refund IS DISTINCT FROM 'pending') THEN
            DELETE FROM order_progress_open WHERE order_number = NEW.order_number;
          ELSE
            INSERT INTO order_progress_open (order_number, version) VALUES (NEW.order_number, NEW.version)
              ON CONFLICT (order_number) DO UPDATE SET version = EXCLUDED.version
              WHERE order_progress_open.version < EXCLUDED.version;
          END IF;
          RETURN NULL;
        END
      $$;
      CREATE TRIGGER order_progress_track_open AFTER INSERT ON order_progress
        FOR EACH ROW EXECUTE FUNCTION track_open_order();
      -- Orders the restaurant already had: received when they were placed (paid on delivery) or
      -- paid; one a hand marked delivered, received and delivered then.
      INSERT INTO order_progress (order_number, version, status, at)
        SELECT order_number, 1, 'received', created_at FROM orders
        WHERE status IN ('accepted', 'paid', 'delivered');
      INSERT INTO order_progress (order_number, version, status, at)
        SELECT order_number, 2, 'delivered', created_at FROM orders WHERE status = 'delivered';
      -- A member's history, newest first.
      CREATE INDEX orders_by_customer ON orders (customer_id, created_at DESC, order_number DESC);
    `,
  },
  {
    id: 11,
    name: 'anonymous customers: the blocklist they were made under',
    sql: `
      -- The blocklist's salt (its version) when the guest's id was drawn: a list published before
      -- the id existed cannot hold it (blocklist-check.ts). Null for guests from before.
      ALTER TABLE anonymous_customers ADD COLUMN blocklist_salt text;
    `,
  },
];
