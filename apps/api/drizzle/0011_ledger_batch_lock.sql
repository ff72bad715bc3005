-- ledger_apply (migration 0006) again, now locking a batch's wallet rows in one global order.
-- 0006 ordered the two rows of each transfer, but took the transfers of a batch one after the other: an
-- exchange IQD→USD locked the account's IQD wallet and then its USD wallet, the opposite exchange made at the
-- same moment locked USD and then IQD, and PostgreSQL had to abort one of them (deadlock, 40P01). Now every
-- wallet row the batch will update is locked first, in id order, by one SELECT … FOR NO KEY UPDATE (the lock
-- the UPDATE itself takes, so foreign-key checks of other transfers are not blocked) inside the function: no
-- extra round trip, one index lookup per wallet. Missing ledger accounts are created first, in id
-- order as well. Each element of `transfers` is as described in 0006.
CREATE OR REPLACE FUNCTION ledger_apply(transfers jsonb) RETURNS boolean[] LANGUAGE plpgsql AS $$
DECLARE
  t jsonb;
  written int;
  created boolean[] := '{}';
  existing ledger_transfers%ROWTYPE;
  amt bigint;
  pending boolean;
BEGIN
  INSERT INTO ledger_accounts (id, kind, account_id, system_code, currency, no_overdraft)
  SELECT DISTINCT ON (a.id) a.id, a.kind, a.account_id, a.system_code, a.currency, a.kind = 'wallet'
    FROM jsonb_array_elements(transfers) AS e(value),
         jsonb_to_recordset(coalesce(e.value->'ensure', '[]'::jsonb))
           AS a(id uuid, kind text, account_id uuid, system_code text, currency text)
   ORDER BY a.id
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM ledger_accounts
   WHERE id IN (SELECT (value->>'debit')::uuid FROM jsonb_array_elements(transfers)
                 WHERE (value->>'debit_wallet')::boolean
                UNION
                SELECT (value->>'credit')::uuid FROM jsonb_array_elements(transfers)
                 WHERE (value->>'credit_wallet')::boolean)
   ORDER BY id
     FOR NO KEY UPDATE;

  FOR t IN SELECT value FROM jsonb_array_elements(transfers) LOOP
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

    -- The rows are locked already, so the order of these two updates no longer matters.
    IF (t->>'debit_wallet')::boolean THEN
      UPDATE ledger_accounts
         SET debits_pending = debits_pending + (CASE WHEN pending THEN amt ELSE 0 END),
             debits_posted = debits_posted + (CASE WHEN pending THEN 0 ELSE amt END)
       WHERE id = (t->>'debit')::uuid AND credits_posted - debits_posted - debits_pending >= amt;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient_funds' USING DETAIL = t->>'currency';
      END IF;
    END IF;
    IF (t->>'credit_wallet')::boolean THEN
      UPDATE ledger_accounts
         SET credits_pending = credits_pending + (CASE WHEN pending THEN amt ELSE 0 END),
             credits_posted = credits_posted + (CASE WHEN pending THEN 0 ELSE amt END)
       WHERE id = (t->>'credit')::uuid;
    END IF;
    created := created || true;
  END LOOP;
  RETURN created;
END;
$$;
--> statement-breakpoint
-- Transfers are facts (migration 0001 refuses UPDATE and DELETE); TRUNCATE fires no row trigger, so it gets
-- a statement trigger of its own.
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_immutable();
