-- ledger_apply (migrations 0006, 0011) and the owner's wallet balances after it, in one statement (decision 038):
-- a payment answers with the balances it left, and reading them in a second statement cost a round trip.
-- The balances are read by a separate command after ledger_apply has run, so they include its updates (one
-- statement in the caller's transaction or its own: atomic either way). Returns
-- {"created": [bool, …], "wallets": [[currency, available, held], …]} with amounts as decimal strings of minor units.
CREATE FUNCTION ledger_apply_balances(transfers jsonb, owner uuid) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  created boolean[];
BEGIN
  created := ledger_apply(transfers);
  RETURN jsonb_build_object(
    'created', to_jsonb(created),
    'wallets', coalesce((
      SELECT jsonb_agg(jsonb_build_array(
               currency,
               (credits_posted - debits_posted - debits_pending)::text,
               debits_pending::text))
        FROM ledger_accounts
       WHERE kind = 'wallet' AND account_id = owner), '[]'::jsonb));
END;
$$;
