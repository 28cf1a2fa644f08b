-- FleetPlanner catalog schema, version 5 (PRAGMA user_version = 5): the scale-up domain of a node (issue 27).
--   scale_up_domain  accelerators one NVLink/NVSwitch fabric joins, when that is not the node itself: 72 for a GB200
--                    NVL72 compute tray of 4 GPUs (18 trays in one NVLink domain). NULL = the node's accelerators
--                    (an 8-GPU DGX/HGX: its NVSwitches join exactly its 8 GPUs).

ALTER TABLE nodes ADD COLUMN scale_up_domain INTEGER;
