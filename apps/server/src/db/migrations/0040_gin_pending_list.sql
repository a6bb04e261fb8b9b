-- The search indexes' pending lists cleaned up 256 kB at a time (the default is 4 MB): on the
-- embedded database an insert that finds the list full merges all of it into the index in one
-- go, and that statement held every other request for 350-530 ms every few seconds of a large
-- import (docs/decisions/303, issue 43.21; measured: p99 of 200-row updates 349 → 81 ms).
ALTER INDEX "products_search_vector_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "search_words_trgm" SET (gin_pending_list_limit = 256);
