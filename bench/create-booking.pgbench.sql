-- The statements of one staff booking made in a transaction of its own, in
-- single-row form, as pgbench runs them with no application at all: the
-- ceiling of a server that writes each booking alone (the server instead
-- groups the creates arriving together, in the set-based form of
-- OrderBatchRepository). Keep in step with ContextRepository.lockStoreDate
-- and .versionAndHeld and OrderBatchRepository.insertWithHolds. Variables (pgbench -D): store, merchant,
-- shift, creator, item_min (the first of 60 consecutive table item ids).
-- Each run takes its own item and far-future date from a sequence, so no two
-- runs overlap (one extra, trivial statement the server does not make).
SELECT nextval('fb_bench_create_seq') AS n \gset
\set item :item_min + (:n % 60)
\set day 3000 + (:n / 60)
BEGIN;
SELECT pg_advisory_xact_lock(:store::int4, ((current_date - date '1970-01-01') + :day::int)::int4);
WITH stamp AS (
  SELECT CASE WHEN NULL::text IS NULL THEN '' ELSE '' END AS v
)
SELECT s.settings_version, stamp.v AS stamp, o.store_table_item_id AS item_id,
       o.booking_order_id AS order_id, o.store_shift_id AS shift_id, o.reservation_date AS date,
       (extract(epoch FROM lower(o.during)) * 1000)::float8 AS start_ms,
       (extract(epoch FROM upper(o.during)) * 1000)::float8 AS end_ms
FROM store s CROSS JOIN stamp
LEFT JOIN table_occupancy o ON stamp.v IS DISTINCT FROM NULL::text
  AND o.store_id = :store::bigint AND o.is_using
  AND o.reservation_date BETWEEN current_date + :day::int - 2 AND current_date + :day::int + 2
  AND o.during && tstzrange(((current_date + :day::int) + time '17:30') AT TIME ZONE 'Asia/Shanghai',
                            ((current_date + :day::int) + time '22:00') AT TIME ZONE 'Asia/Shanghai')
WHERE s.id = :store::bigint;
WITH diner AS (
  INSERT INTO merchant_diner (merchant_id, phone_region_code, phone, title, last_name, first_name, language, user_id)
  SELECT :merchant::bigint, '86', '139' || lpad((:n::bigint % 100000000)::text, 8, '0'), 'UNKNOWN', 'Guest', '', '',
    (SELECT id FROM app_user WHERE phone_region_code = '86' AND phone = '139' || lpad((:n::bigint % 100000000)::text, 8, '0'))
  ON CONFLICT (merchant_id, phone_region_code, phone) DO UPDATE
    SET user_id = EXCLUDED.user_id, update_time = now()
    WHERE merchant_diner.user_id IS NULL AND EXCLUDED.user_id IS NOT NULL
  RETURNING id, user_id
), known AS (
  SELECT id, user_id FROM merchant_diner
  WHERE merchant_id = :merchant::bigint AND phone_region_code = '86' AND phone = '139' || lpad((:n::bigint % 100000000)::text, 8, '0')
), o AS (
  INSERT INTO booking_order (
    store_id, merchant_id, status, source, user_id, merchant_diner_id,
    diner_title, diner_last_name, diner_first_name, diner_phone_region_code, diner_phone, diner_language,
    adult_count, child_count, reservation_date, store_shift_id, store_shift_name, reservation_start_second,
    reservation_end_second, start_time, end_time, store_table_id, store_table_item_ids, store_table_item_names,
    seat_count, channel_id, taker_id,
    platform_tags, tag_ids, diner_remark, store_remark, diet_preference, diet_taboo, service_requirement,
    extended_json, invite_code, deposit_amount, creator_user_id, creator_type, idempotency_key,
    order_time, store_confirm_time, deposit_expire_time, cancel_deadline_time, create_time, update_time)
  VALUES (
    :store::bigint, :merchant::bigint, 'WAIT_SERVICE', 'MANUAL',
    COALESCE(NULL::bigint, (SELECT user_id FROM diner), (SELECT user_id FROM known)),
    COALESCE((SELECT id FROM diner), (SELECT id FROM known)),
    'UNKNOWN', 'Guest', '', '86', '139' || lpad((:n::bigint % 100000000)::text, 8, '0'), '',
    2, 0, current_date + :day::int, :shift::bigint, 'Dinner', 64800, 72000,
    ((current_date + :day::int) + time '18:00') AT TIME ZONE 'Asia/Shanghai',
    ((current_date + :day::int) + time '20:00') AT TIME ZONE 'Asia/Shanghai',
    (SELECT store_table_id FROM store_table_item WHERE id = :item::bigint), ARRAY[:item::bigint]::bigint[],
    ARRAY['T-1']::text[], 2, NULL, NULL,
    '{}', '{}', '', '', '', '', '', '', '', 0, :creator::bigint, 'STORE', NULL,
    now(), now(), NULL, ((current_date + :day::int - 1) + time '18:00') AT TIME ZONE 'Asia/Shanghai', now(), now())
  RETURNING *
), holds AS (
  INSERT INTO table_occupancy (store_id, store_table_item_id, booking_order_id, kind, reservation_date,
    store_shift_id, start_second, end_second, during)
  SELECT o.store_id, item_id, o.id, 'ORDER', o.reservation_date, o.store_shift_id,
    o.reservation_start_second, o.reservation_end_second, tstzrange(o.start_time, o.end_time)
  FROM o, unnest(o.store_table_item_ids) AS item_id
  RETURNING id
), log AS (
  INSERT INTO booking_order_log (booking_order_id, type, operator_type, operator_user_id, after, create_time)
  SELECT o.id, 'CREATE', 'STORE', :creator::bigint, '{"items":[],"people":2,"deposit":"0"}'::jsonb, now()
  FROM o
  RETURNING id
)
SELECT * FROM o;
COMMIT;
