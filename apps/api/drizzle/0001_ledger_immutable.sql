-- Transfers are facts: once written they are never changed or removed.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers rows are immutable';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
