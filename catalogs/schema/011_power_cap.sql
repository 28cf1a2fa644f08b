-- FleetPlanner catalog schema, version 11 (PRAGMA user_version = 11): power reaches the step (issue 28 part 3).
-- One accelerator parameter joins the calibrations table:
--   power_cap_exponent  k in rate = (P / P_draw)^k: the share of its compute-bound throughput an accelerator keeps
--                       when it may draw only P of the P_draw its compute-bound kernels draw uncapped (power.capWatts,
--                       or a cooling that removes less than the rack draws). k = 1 is the book's linear clock-power
--                       model (seed L1732); measured caps give 0.3-0.65 (docs/research/power-capped-throughput.md).
-- The table is rebuilt once more, this time without a CHECK on `parameter`: the list of parameters lives in one
-- place, the catalog's load schema (catalogs/src/CatalogSchemaSite.cpp), which rejects an unknown one by name on
-- load. A later parameter needs no rebuild.

CREATE TABLE calibrations_v11 (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  target_kind  TEXT NOT NULL CHECK (target_kind IN ('accelerator', 'link')),
  target_id    TEXT NOT NULL,
  parameter    TEXT NOT NULL,
  value        REAL NOT NULL,
  unit         TEXT NOT NULL DEFAULT '',
  method       TEXT NOT NULL CHECK (method IN ('fitted', 'microbenchmark', 'scaled', 'estimate')),
  notes        TEXT,
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of        TEXT NOT NULL,
  UNIQUE (target_kind, target_id, parameter)
);
INSERT INTO calibrations_v11 (id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of)
  SELECT id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of FROM calibrations;
DROP TABLE calibrations;
ALTER TABLE calibrations_v11 RENAME TO calibrations;
