-- The rules of the books, kept by the database whatever code or console writes (docs/accounting.md,
-- docs/decisions/0081). A backup restore puts rows back exactly as they were: it sets
-- blu.restoring for its transaction, and the two rules about new writes (a closed month, the period
-- balances) step aside for it, since the restored balances come with the restored lines. Every
-- other rule, the balance of each entry included, holds for the restore as well.

-- (a) An entry has two lines or more and its debits equal its credits, checked at commit (the
-- lines of one entry are written by several statements). Fired by every new line and every new
-- entry, so neither an entry without lines nor a line added later to an old entry gets through.
CREATE FUNCTION journal_check_entry_balanced() RETURNS trigger AS $$
DECLARE
  checked_id uuid;
  line_count integer;
  debits numeric;
  credits numeric;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    checked_id := NEW.id;
  ELSE
    checked_id := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0)
    INTO line_count, debits, credits
    FROM journal_lines WHERE entry_id = checked_id;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal entry % has % line(s): an entry needs two or more', checked_id, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF debits <> credits THEN
    RAISE EXCEPTION 'journal entry % does not balance: debits % cents, credits % cents', checked_id, debits, credits
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_entry_balanced();
--> statement-breakpoint

-- (b) What is posted stays as it was: a mistake is put right by a reversing entry. A closed month
-- stays closed. (TRUNCATE, which only a restore uses, fires no row trigger.)
CREATE FUNCTION journal_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% rows are never %d: post a reversing entry instead', TG_TABLE_NAME, lower(TG_OP)
    USING ERRCODE = 'object_not_in_prerequisite_state';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journal_entries_unchanged BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_unchanged BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER closed_months_unchanged BEFORE UPDATE OR DELETE ON closed_months
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint

-- (c) Nothing is dated in a closed month. Posting into a month takes a shared lock on it and
-- closing it an exclusive one, so a month is never closed under a posting still in flight, and a
-- posting that waited for a close sees it (in a read-committed transaction, the default).
CREATE FUNCTION journal_month_lock_key(day date) RETURNS integer AS $$
  SELECT (extract(year FROM day) * 100 + extract(month FROM day))::integer;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION journal_refuse_closed_month() RETURNS trigger AS $$
BEGIN
  IF current_setting('blu.restoring', true) = 'on' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(72500, journal_month_lock_key(NEW.entry_date));
  IF EXISTS (SELECT 1 FROM closed_months WHERE month = date_trunc('month', NEW.entry_date)::date) THEN
    RAISE EXCEPTION 'the books for % are closed: date the entry in an open month and name % as the month it corrects',
      to_char(NEW.entry_date, 'YYYY-MM'), to_char(NEW.entry_date, 'YYYY-MM')
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journal_entries_open_month BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_closed_month();
--> statement-breakpoint
CREATE FUNCTION journal_lock_month_for_close() RETURNS trigger AS $$
BEGIN
  IF current_setting('blu.restoring', true) = 'on' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(72500, journal_month_lock_key(NEW.month));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER closed_months_lock BEFORE INSERT ON closed_months
  FOR EACH ROW EXECUTE FUNCTION journal_lock_month_for_close();
--> statement-breakpoint

-- (d) Period balances, kept in the posting's transaction: one upsert per account, month and
-- dimension for each statement of new lines, in key order (so concurrent postings lock the rows
-- they share in the same order).
CREATE FUNCTION journal_add_to_period_balances() RETURNS trigger AS $$
BEGIN
  IF current_setting('blu.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO account_period_balances
      (account_id, month, owner_id, property_id, lease_id, debit_total, credit_total)
    SELECT l.account_id, date_trunc('month', e.entry_date)::date, l.owner_id, l.property_id, l.lease_id,
           sum(l.debit_cents), sum(l.credit_cents)
      FROM new_lines l JOIN journal_entries e ON e.id = l.entry_id
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT account_period_balances_key DO UPDATE
      SET debit_total = account_period_balances.debit_total + excluded.debit_total,
          credit_total = account_period_balances.credit_total + excluded.credit_total;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journal_lines_period_balances AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_add_to_period_balances();
--> statement-breakpoint

-- Period balances are derived: only the trigger above (or a restore) writes them.
CREATE FUNCTION journal_refuse_balance_write() RETURNS trigger AS $$
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('blu.restoring', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'account_period_balances is kept by the journal: post an entry instead'
    USING ERRCODE = 'object_not_in_prerequisite_state';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_period_balances_derived BEFORE INSERT OR UPDATE OR DELETE ON account_period_balances
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_balance_write();
--> statement-breakpoint

-- An account the code posts to keeps its key, and an account with lines keeps its type (its
-- normal side, and so the sign of every balance read from it).
CREATE FUNCTION journal_guard_account() RETURNS trigger AS $$
BEGIN
  IF OLD.system_key IS NOT NULL AND NEW.system_key IS DISTINCT FROM OLD.system_key THEN
    RAISE EXCEPTION 'account % is posted to by its key %: the key cannot change', OLD.code, OLD.system_key
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  IF NEW.type <> OLD.type AND EXISTS (SELECT 1 FROM journal_lines WHERE account_id = OLD.id) THEN
    RAISE EXCEPTION 'account % has lines: its type cannot change', OLD.code
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER accounts_guard BEFORE UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION journal_guard_account();
