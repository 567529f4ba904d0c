-- A payment's application to a charge is a record of what was paid: it is never changed or
-- deleted (a reversed payment writes negative applications instead), as journal lines are.
CREATE TRIGGER charge_applications_unchanged BEFORE UPDATE OR DELETE ON charge_applications
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
-- Only a payment meant for the deposit pays it. Before this was recorded, a payment was the
-- deposit when it paid a deposit charge by its reference, or when it was the lease's first
-- payment and exactly the deposit's amount (how the office records a move-in check).
UPDATE payments p SET applies_to = 'deposit'
WHERE EXISTS (SELECT 1 FROM charges c WHERE c.id = p.paid_charge_id AND c.kind = 'deposit')
   OR (p.status <> 'failed'
       AND p.id = (SELECT p2.id FROM payments p2
                   WHERE p2.lease_id = p.lease_id AND p2.status <> 'failed'
                   ORDER BY p2.received_at, p2.reference LIMIT 1)
       AND p.amount_cents = (SELECT sum(c.amount_cents) FROM charges c
                             WHERE c.lease_id = p.lease_id AND c.kind = 'deposit'));
