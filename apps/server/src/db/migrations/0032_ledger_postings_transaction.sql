-- A transaction's postings by transaction id (a retried movement's, compared on replay; joins from
-- ledger_transactions), read without scanning every posting.
CREATE INDEX "ledger_postings_transaction" ON "ledger_postings" USING btree ("transaction_id");
