-- Applies a list of ledger transfers in one round trip, inside the caller's transaction.
-- Each element: id, debit, credit (ledger account ids), debit_wallet / credit_wallet (booleans: only wallets
-- keep running balances), amount, currency, type ('posted' or 'pending'), expires_at, code, description,
-- reference, user_id, and ensure: ledger accounts to create first if missing.
-- Returns one boolean per transfer: true if written now, false if the same transfer existed already.
CREATE FUNCTION ledger_apply(transfers jsonb) RETURNS boolean[] LANGUAGE plpgsql AS $$
DECLARE
  t jsonb;
  a jsonb;
  written int;
  created boolean[] := '{}';
  existing ledger_transfers%ROWTYPE;
  amt bigint;
  pending boolean;
  first_id uuid;
  second_id uuid;
BEGIN
  FOR t IN SELECT value FROM jsonb_array_elements(transfers) LOOP
    FOR a IN SELECT value FROM jsonb_array_elements(coalesce(t->'ensure', '[]'::jsonb)) LOOP
      INSERT INTO ledger_accounts (id, kind, account_id, system_code, currency, no_overdraft)
      VALUES ((a->>'id')::uuid, a->>'kind', (a->>'account_id')::uuid, a->>'system_code', a->>'currency', (a->>'kind') = 'wallet')
      ON CONFLICT DO NOTHING;
    END LOOP;

    amt := (t->>'amount')::bigint;
    pending := (t->>'type') = 'pending';
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, type, expires_at, code, description, reference, user_id)
    VALUES ((t->>'id')::uuid, (t->>'debit')::uuid, (t->>'credit')::uuid, amt, t->>'currency', t->>'type',
            (t->>'expires_at')::timestamptz, t->>'code', coalesce(t->>'description', ''), t->>'reference', (t->>'user_id')::uuid)
    ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written = 0 THEN
      SELECT * INTO existing FROM ledger_transfers WHERE id = (t->>'id')::uuid;
      IF NOT FOUND OR existing.debit_account_id <> (t->>'debit')::uuid OR existing.credit_account_id <> (t->>'credit')::uuid
         OR existing.amount <> amt OR existing.type <> (t->>'type') THEN
        RAISE EXCEPTION 'ledger_conflict %', t->>'id';
      END IF;
      created := created || false;
      CONTINUE;
    END IF;

    -- Wallet rows in id order, so concurrent transfers between the same wallets cannot deadlock.
    IF (t->>'debit') < (t->>'credit') THEN first_id := (t->>'debit')::uuid; second_id := (t->>'credit')::uuid;
    ELSE first_id := (t->>'credit')::uuid; second_id := (t->>'debit')::uuid; END IF;
    FOR i IN 1..2 LOOP
      IF (CASE WHEN i = 1 THEN first_id ELSE second_id END) = (t->>'debit')::uuid THEN
        IF (t->>'debit_wallet')::boolean THEN
          UPDATE ledger_accounts
             SET debits_pending = debits_pending + (CASE WHEN pending THEN amt ELSE 0 END),
                 debits_posted = debits_posted + (CASE WHEN pending THEN 0 ELSE amt END)
           WHERE id = (t->>'debit')::uuid AND credits_posted - debits_posted - debits_pending >= amt;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'insufficient_funds' USING DETAIL = t->>'currency';
          END IF;
        END IF;
      ELSIF (t->>'credit_wallet')::boolean THEN
        UPDATE ledger_accounts
           SET credits_pending = credits_pending + (CASE WHEN pending THEN amt ELSE 0 END),
               credits_posted = credits_posted + (CASE WHEN pending THEN 0 ELSE amt END)
         WHERE id = (t->>'credit')::uuid;
      END IF;
    END LOOP;
    created := created || true;
  END LOOP;
  RETURN created;
END;
$$;
