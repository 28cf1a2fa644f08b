-- FleetPlanner catalog schema, version 13 (PRAGMA user_version = 13): multi-token prediction (issue 29 part 1).
-- One model column:
--   mtp_layers  the model's multi-token-prediction modules (DeepSeek-V3: 1, config.json num_nextn_predict_layers).
--               Each is one more transformer layer of the model's kind (an MoE layer in an MoE model) behind a
--               projection of [RMSNorm(h); RMSNorm(embedding)] from 2h to h, sharing the embedding and the output
--               head (DeepSeek-V3 report §2.2). Its parameters are not in params (DeepSeek: 671 B without, 685 B
--               with the module and its copies of the embedding and head). NULL = none.
-- Appended after the columns of schema 6 and 8 (a models column beside max_nodes_per_token); rows of an older user
-- catalog keep every value and have no MTP module until the user gives one.
ALTER TABLE models ADD COLUMN mtp_layers INTEGER;
