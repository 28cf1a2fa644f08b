-- FleetPlanner catalog schema, version 14 (PRAGMA user_version = 14): banded (sliding-window) attention.
-- Two model columns:
--   sliding_window         the tokens before each query a banded layer attends (config.json sliding_window;
--                          GPT-OSS: 128, Gemma 3: 1,024, Mistral 7B v0.1: 4,096).
--   sliding_window_layers  how many of the layers attend that window (GPT-OSS 120B: 18 of 36, config.json layer_types;
--                          Gemma 3 27B: 52 of 62, one full layer in six); the others attend the whole context.
-- No parameter changes; attention work and the KV cache shrink (docs/models.md "Banded attention"). NULL = none.
-- Rows of an older user catalog keep every value and attend the whole context until the user gives a window.
ALTER TABLE models ADD COLUMN sliding_window INTEGER;
ALTER TABLE models ADD COLUMN sliding_window_layers INTEGER;
