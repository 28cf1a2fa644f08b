-- FleetPlanner catalog schema, version 1 (PRAGMA user_version = 1).
-- Units are named in every column; the repository converts to SI when it builds the Catalog value.
-- Every row carries provenance: source (citation), kind (spec | measured | estimate | textbook), as_of (YYYY or YYYY-MM or YYYY-MM-DD).
-- NULL means "not known / not supported" (e.g. a precision the chip has no dense path for).

CREATE TABLE catalog_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE accelerators (
  id                 TEXT PRIMARY KEY,
  name               TEXT NOT NULL,
  vendor             TEXT NOT NULL,
  year               INTEGER,
  fp64_tflops        REAL,   -- dense tensor/matrix peak, TFLOP/s
  fp32_tflops        REAL,
  tf32_tflops        REAL,
  bf16_tflops        REAL,
  fp16_tflops        REAL,
  fp8_tflops         REAL,
  int8_tops          REAL,
  int4_tops          REAL,
  hbm_gb             REAL,   -- decimal GB
  hbm_tb_per_s       REAL,   -- decimal TB/s
  tdp_w              REAL,
  scale_up_gb_per_s  REAL,   -- as the datasheet states it
  scale_up_direction TEXT CHECK (scale_up_direction IN ('bidirectional', 'per-direction')),
  die_area_mm2       REAL,
  price_usd          REAL,
  embodied_kg        REAL,   -- kg CO2e per device
  mtbf_hours         REAL,
  notes              TEXT,
  source             TEXT NOT NULL,
  kind               TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of              TEXT NOT NULL
);

CREATE TABLE links (
  id                TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  family            TEXT NOT NULL CHECK (family IN ('pcie', 'nvlink', 'infiniband', 'ethernet', 'ici')),
  gb_per_s_per_dir  REAL NOT NULL,  -- per direction, decimal GB/s
  alpha_us          REAL NOT NULL,  -- per-message latency, microseconds
  pj_per_bit        REAL,
  port_w            REAL,
  port_cost_usd     REAL,
  notes             TEXT,
  source            TEXT NOT NULL,
  kind              TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of             TEXT NOT NULL
);

CREATE TABLE nodes (
  id                 TEXT PRIMARY KEY,
  name               TEXT NOT NULL,
  accelerator_id     TEXT NOT NULL REFERENCES accelerators(id),
  accelerators       INTEGER NOT NULL CHECK (accelerators > 0),
  cpu_sockets        INTEGER,
  host_dram_gb       REAL,
  nvswitches         INTEGER,
  nics               INTEGER,
  scale_up_link_id   TEXT REFERENCES links(id),
  scale_out_link_id  TEXT REFERENCES links(id),
  rated_power_w      REAL,   -- maximum system input power
  rack_units         INTEGER,
  weight_kg          REAL,
  price_usd          REAL,
  embodied_kg        REAL,
  mtbf_hours         REAL,   -- node excluding its accelerators
  notes              TEXT,
  source             TEXT NOT NULL,
  kind               TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of              TEXT NOT NULL
);

CREATE TABLE switches (
  id             TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  radix          INTEGER NOT NULL CHECK (radix > 0),
  port_gbps      REAL NOT NULL,   -- Gb/s per port per direction
  power_w        REAL,
  cost_usd       REAL,
  latency_ns     REAL,
  mtbf_hours     REAL,
  notes          TEXT,
  source         TEXT NOT NULL,
  kind           TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of          TEXT NOT NULL
);

CREATE TABLE optics (
  id             TEXT PRIMARY KEY,
  name           TEXT NOT NULL,
  media          TEXT NOT NULL CHECK (media IN ('dac', 'aoc', 'pluggable')),
  reach_m        REAL NOT NULL,
  gbps           REAL NOT NULL,
  power_w        REAL,            -- per end (transceiver) or per cable for DAC/AOC
  cost_usd       REAL,
  latency_ns     REAL,
  notes          TEXT,
  source         TEXT NOT NULL,
  kind           TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of          TEXT NOT NULL
);

CREATE TABLE cooling (
  id               TEXT PRIMARY KEY,
  name             TEXT NOT NULL,
  rack_kw_limit    REAL NOT NULL,
  default_pue      REAL NOT NULL CHECK (default_pue >= 1.0),
  wue_l_per_kwh    REAL,
  liquid_fraction  REAL NOT NULL DEFAULT 0 CHECK (liquid_fraction BETWEEN 0 AND 1),
  notes            TEXT,
  source           TEXT NOT NULL,
  kind             TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of            TEXT NOT NULL
);

CREATE TABLE regions (
  id                 TEXT PRIMARY KEY,
  name               TEXT NOT NULL,
  g_co2e_per_kwh     REAL NOT NULL CHECK (g_co2e_per_kwh >= 0),
  usd_per_kwh        REAL,
  water_l_per_kwh    REAL,  -- grid water intensity, optional
  year               INTEGER,
  notes              TEXT,
  source             TEXT NOT NULL,
  kind               TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of              TEXT NOT NULL
);

CREATE TABLE models (
  id              TEXT PRIMARY KEY,
  name            TEXT NOT NULL,
  params          REAL NOT NULL CHECK (params > 0),
  active_params   REAL,        -- MoE: parameters used per token; NULL = dense (all)
  layers          INTEGER,
  hidden          INTEGER,
  heads           INTEGER,
  kv_heads        INTEGER,
  vocab           INTEGER,
  ffn_hidden      INTEGER,
  notes           TEXT,
  source          TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of           TEXT NOT NULL
);
