-- Usernames are unique whatever the case (PUT /users/me answers 409 for a taken one). Where two
-- people already share one, the first to have it keeps it and the others get a short suffix.
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY lower(username) ORDER BY created_at, id) AS n
  FROM users
)
UPDATE users u
SET username = left(u.username, 23) || '-' || substr(md5(u.id), 1, 6)
FROM ranked r
WHERE u.id = r.id AND r.n > 1;

CREATE UNIQUE INDEX users_username_lower_idx ON users (lower(username));
