-- E-mail attachments name a file-store key (contracts/<id>.pdf) instead of a path on one server's disk.
UPDATE "outbox_emails"
SET "attachments" = (
  SELECT jsonb_agg(jsonb_build_object(
    'filename', a->>'filename',
    'key', 'contracts/' || regexp_replace(a->>'path', '^.*/', '')
  ))
  FROM jsonb_array_elements("attachments") AS a
)
WHERE "attachments" IS NOT NULL AND jsonb_typeof("attachments") = 'array'
  AND jsonb_array_length("attachments") > 0 AND "attachments"->0 ? 'path';
