-- FleetPlanner catalog schema, version 4 (PRAGMA user_version = 4): node power by generation (issue 13).
--   overhead_w                 the node's power at peak besides its accelerators (CPUs, DRAM, NICs, NVSwitch, fans,
--                              conversion), W. A generic node of the same generation takes its share per accelerator.
--   average_w_per_accelerator  a MEASURED average draw per accelerator over a training run, its share of the host
--                              included (Patterson et al. 2021: 330 W per V100), W; NULL where none is published.
-- Both NULL keeps the earlier behaviour (power.nodeOverheadWatts, the DVFS average).

ALTER TABLE nodes ADD COLUMN overhead_w REAL;
ALTER TABLE nodes ADD COLUMN average_w_per_accelerator REAL;
