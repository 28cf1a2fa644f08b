-- FleetPlanner built-in catalog: nodes (8-GPU DGX/HGX systems from DGX-1 V100 to HGX B300, the GB200 and GB300
-- NVL72 compute trays, the AMD MI355X platform).
-- rated_power_w = maximum system input power (datasheet); the textbook's planning figure is in the notes.
-- nics = compute-fabric NICs (one per GPU, rail-optimised); storage/management NICs and DPUs are in the notes.
-- mtbf_hours = node EXCLUDING its accelerators (schema). The book's composite node MTBF is 1,000 h including
--   GPUs (seed L2098); with its 50,000 h per-GPU anchor the non-accelerator part is
--   1 / (1/1000 - 8/50000) = 1,190.5 h, so node + 8 GPUs reproduces the book's 1,000 h.
-- Column order: id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics,
--   scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg,
--   mtbf_hours, notes, source, kind, as_of

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('dgx-a100', 'NVIDIA DGX A100 640GB', 'a100-sxm-80gb', 8,
        2, 2000, 6, 8,                                     -- 2x AMD EPYC 7742, 2 TB, 6 NVSwitch (gen 2), 8x CX-6 HDR
        'nvlink3', 'ib-hdr',
        6500, 6, 123.2, NULL, NULL, 1190.5,                -- W max, U, kg (271.5 lb), price, embodied, MTBF
        '8x A100 80GB (640 GB HBM), 2x AMD EPYC 7742 (128 cores), 2 TB DDR4, 6 second-generation NVSwitch, 8x single-port ConnectX-6 200 Gb/s HDR for compute (+2 dual-port ConnectX-6 for storage). 6.5 kW max, 6U, 123 kg. Price: NVIDIA announced the original 320 GB DGX A100 at 199,000 USD (2020); the 640 GB price was not published, so NULL. MTBF: book composite 1,000 h minus 8 x 50,000 h GPUs (see header); the book states it for its DGX-class node generically.',
        'NVIDIA DGX A100 system datasheet / user guide (640 GB configuration); published-facts N-06 (Selene: 200 Gb/s HDR per DGX A100); CS249r Vol.2 seed §2 failure probability (seed L2098) for MTBF',
        'spec', '2020');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('dgx-h100', 'NVIDIA DGX H100', 'h100-sxm', 8,
        2, 2000, 4, 8,                                     -- 2x Xeon 8480C, 2 TB, 4 NVSwitch, 8x CX-7 400G
        'nvlink4', 'ib-ndr',
        10200, 8, 130, 350000, NULL, 1190.5,               -- W max, U, kg, USD, embodied, MTBF
        'Book: 8 GPUs, 4 NVSwitch chips (~200 W each, 800 W total), 8 ConnectX-7 HCAs (one per GPU, GPUDirect RDMA), 2 host CPUs with 128 PCIe lanes each, 2 TB host DDR, 8U, ~130 kg (287 lb), ~350,000 USD per node. Rated maximum input 10.2 kW (six 3.3 kW PSUs, 4+2; published-facts P-02); typical draw 6.5-8.5 kW (second-hand). POWER THE BOOK USES: its rack example puts 4 DGX H100 in a 42U rack at 33.5 kW = 32 x 700 W GPUs + ~11.1 kW for CPUs, NVSwitch, NICs, conversion and cooling (seed L2219-2232), i.e. ~8.4 kW per node, stated directly at seed L2244; with rated maximum power the same rack is 40.8 kW (published-facts P-03). Price: book 350,000 USD (seed L1822, L2266: 1.4 M USD per 4-node rack); SemiAnalysis estimates ~270,000 USD (published-facts C-10) - book value kept. Also 2 dual-port ConnectX-7 for storage/management (datasheet).',
        'CS249r Vol.2 seed §2 dense node design (seed L2024-2030, L2051), PCIe hierarchy (seed L2008-2010), rack (seed L2219-2246), pod (seed L2288-2290: 130 kg), FP8 fleet example (seed L1822: 350,000 USD), memory budget exercise (seed L2143-2185: 2 TB host DDR), failure probability (seed L2098); NVIDIA DGX H100 user guide via published-facts P-02/P-03 (10.2 kW)',
        'textbook', '2026');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('hgx-h800', 'HGX H800 (8 GPU)', 'h800', 8,
        2, 2000, 4, 8,                                     -- as DGX H100: 2 CPUs, 2 TB, 4 NVSwitch, 8x CX-7 400G
        'nvlink4-h800', 'ib-ndr',
        10200, 8, 130, 350000, NULL, 1190.5,               -- the DGX H100's power, size, price and MTBF (ESTIMATE)
        'An 8-GPU H800 server as DeepSeek-V3 was trained on: 8 H800 joined by NVLink/NVSwitch, one 400 Gb/s InfiniBand (CX7) NIC per GPU (report §3.1: "Each node in the H800 cluster contains 8 GPUs connected by NVLink and NVSwitch within nodes. Across different nodes, InfiniBand (IB) interconnects are utilized"). Power, size, price and reliability are the DGX H100''s (ESTIMATE).',
        'DeepSeek-AI, DeepSeek-V3 Technical Report (arXiv 2412.19437) §3.1; DGX H100 row',
        'estimate', '2023');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('dgx-h200', 'NVIDIA DGX H200', 'h200-sxm', 8,
        2, 2000, 4, 8,                                     -- same chassis, CPUs and fabric as DGX H100
        'nvlink4', 'ib-ndr',
        10200, 8, 130, NULL, NULL, 1190.5,
        'Same DGX chassis as DGX H100 with 8x H200 141 GB (1,128 GB HBM): 2x Xeon Platinum 8480C, 2 TB, 4 NVSwitch, 8x ConnectX-7 400 Gb/s. 10.2 kW max per the shared DGX H100/H200 user guide (published-facts P-02). Weight taken equal to DGX H100 (same chassis) - ESTIMATE. No price source. MTBF: book composite, see header.',
        'NVIDIA DGX H100/H200 user guide (published-facts P-02); NVIDIA DGX H200 datasheet; CS249r Vol.2 seed §2 (seed L2098) for MTBF',
        'spec', '2024');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('dgx-b200', 'NVIDIA DGX B200', 'b200', 8,
        2, 2000, 2, 8,                                     -- 2x Xeon 8570, 2 TB (up to 4 TB), 2 NVLink 5 switch chips
        'nvlink5', 'ib-ndr',
        14300, 10, NULL, NULL, NULL, 1190.5,
        '8x B200, 1,440 GB total GPU memory (180 GB usable per GPU vs the 192 GB of the accelerator row), 2x Intel Xeon Platinum 8570, 14.3 kW max (six 3.3 kW PSUs, 5+1), 10U, 8x single-port ConnectX-7 up to 400 Gb/s InfiniBand (hence ib-ndr) via 4 OSFP ports (published-facts P-04, N-08). NVLink: 2 fifth-generation NVSwitch chips on the HGX B200 baseboard, 14.4 TB/s aggregate (= 8 x 1.8 TB/s). Host memory 2 TB default, up to 4 TB. Weight and price not in the sources: NULL. MTBF: book composite, see header.',
        'NVIDIA Introduction to DGX B200 Systems user guide (published-facts P-04: 14.3 kW, 10U, Xeon 8570, 8x ConnectX-7 400G, 1,440 GB) and N-08 (14.4 TB/s NVSwitch); CS249r Vol.2 seed §2 (seed L2098) for MTBF',
        'spec', '2024');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('gb200-nvl72', 'NVIDIA GB200 NVL72 tray', 'gb200', 4,
        2, 960, NULL, 4,                                   -- 2x Grace (2x 480 GB LPDDR5X), switch trays separate, 4x CX-7 400G
        'nvlink5', 'ib-ndr',
        6867, 1, 75.6, 166667, NULL, NULL,                 -- W (rack share), U, kg, USD (rack share), embodied, MTBF
        'One of the 18 one-RU compute trays of a GB200 NVL72 rack: 2 GB200 superchips = 4 GB200 GPUs + 2 Grace CPUs, 4 single-port ConnectX-7 400 Gb/s (NDR) for the compute fabric + 2 BlueField-3. The rack''s 9 NVLink switch trays (2 NVLink 5 switch chips each, 18 chips x 72 ports = 72 GPUs x 18 links) join all 72 GPUs in ONE NVLink domain (scale_up_domain 72, schema 005): TP, EP and CP inside it use NVLink across trays. THE RACK IS FOLDED INTO ITS TRAYS: power, price and weight here are a rack''s / 18, so the switch trays, management switches and power shelves are in every plan''s power and TCO. Rack draw 123.6 kW (SemiAnalysis estimate; ~120 kW in many secondary sources, 150 kW per rack with the SuperPOD SU''s network share, published-facts P-06) -> 6,867 W per tray; overhead_w 2,067 = 6,867 - 4 x 1,200 W (CPUs, LPDDR, NICs, DPUs, switch-tray share, fans, conversion) - ESTIMATE. Price ~3 M USD per rack (estimate; mlsysim Cloud.GB200_NVL72 3,000,000) -> 166,667. Weight ~1.36 t per rack (secondary) -> 75.6 kg. Cooling: liquid for GPUs, Grace, CX-7 and switch ASICs, the rest air (direct-liquid). Plans: fleet.acceleratorsPerNode = 4, fleet.nodesPerRack = 18. Large training jobs use 64 of the 72 GPUs per rack (MLPerf Training v5.0 "Carina": 39 NVL72 racks, 624 trays x 4 = 2,496 GPUs; CoreWeave: "64 active GPUs" per rack): set fleet.scaleUpDomain = 64 for such a job. MTBF: no source for a tray; the plan''s reliability inputs apply.',
        'NVIDIA DGX GB200 user guide (hardware: 18 compute trays of 2 Grace + 4 GPUs, 9 NVLink switch trays, 4x ConnectX-7 + 2x BlueField-3 per tray); NVIDIA GB200 NVL72 product page (72 GPUs, 130 TB/s NVLink); SemiAnalysis via BOCI (123.6 kW per rack, estimate); published-facts P-06; MLCommons Training v5.0 results (IBM+CoreWeave+NVIDIA Carina: 624 nodes x 4 GPUs); mlsysim Cloud.GB200_NVL72 (price)',
        'estimate', '2025');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('hgx-b300', 'NVIDIA HGX/DGX B300 (8 GPU)', 'b300', 8,
        2, 2000, 2, 8,                                     -- 2 host CPUs, 2 TB (ESTIMATE), 2 NVLink 5 switch chips, 8x CX-8 800G
        'nvlink5', 'ib-xdr',
        14000, 10, NULL, NULL, NULL, 1190.5,               -- W (DGX B300), U, kg, price, embodied, MTBF
        '8x B300 (Blackwell Ultra) on the HGX B300 baseboard, as in a DGX B300: 2,160 GB of GPU memory exposed (270 GB per GPU of 288 physical; the accelerator row keeps the usable 270). NVLink: 2 fifth-generation NVLink switch chips, 14.4 TB/s aggregate (8 x 1.8 TB/s), as HGX B200; one 8-GPU NVLink domain (scale_up_domain NULL = 8). Compute fabric: 8 ConnectX-8 SuperNICs, 800 Gb/s per GPU (the HGX table''s 1.6 TB/s networking for 8 GPUs), hence ib-xdr. Power: NVIDIA''s DGX SuperPOD B300 reference architecture puts four DGX B300 in a rack at ~56 kW (published-facts P-05) = ~14 kW per system, used as the rated power; overhead_w 5,200 = 14,000 - 8 x 1,100 W (CPUs, DRAM, NICs, NVSwitch, fans, conversion) - ESTIMATE, the way the dgx-b200 row''s is derived. Host: 2 Intel Xeon 6776P in a DGX B300 (secondary); 2 TB host memory taken equal to DGX B200 - ESTIMATE. 10U (DGX B300). Weight and price not published: NULL. MTBF: book composite, see header.',
        'NVIDIA HGX B300 specifications table (8 GPUs, NVLink 5 switch, 14.4 TB/s, 1.6 TB/s networking); NVIDIA DGX SuperPOD B300 reference architecture via published-facts P-05 (four DGX B300 per rack, ~56 kW); NVIDIA DGX B300 datasheet (10U, ConnectX-8) as summarized by aiwiki.ai; CS249r Vol.2 seed §2 (seed L2098) for MTBF',
        'spec', '2025');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('gb300-nvl72', 'NVIDIA GB300 NVL72 tray', 'gb300', 4,
        2, 960, NULL, 4,                                   -- 2x Grace (2x 480 GB LPDDR5X), switch trays separate, 4x CX-8 800G
        'nvlink5', 'ib-xdr',
        7889, 1, 75.6, NULL, NULL, NULL,                   -- W (rack share), U, kg (rack share, ESTIMATE), price, embodied, MTBF
        'One of the 18 one-RU compute trays of a GB300 NVL72 rack: 4 GB300 GPUs + 2 Grace CPUs on one board, 4 ConnectX-8 HCAs (800 Gb/s each, one per GPU; hence ib-xdr), 1 M.2 + 4 E1.S NVMe (NVIDIA Enterprise RA). The rack''s 9 NVSwitch trays join all 72 GPUs in ONE NVLink domain (130 TB/s; scale_up_domain 72, schema 005), as in the GB200 NVL72: TP, EP and CP inside it use NVLink across trays. THE RACK IS FOLDED INTO ITS TRAYS as in gb200-nvl72: NVIDIA''s Enterprise RA gives the full rack as "requiring up to 142 kW" (8 power shelves of 33 kW) -> 7,889 W per tray, so the switch trays, management switches and power shelves are in every plan''s power; overhead_w 2,289 = 7,889 - 4 x 1,400 W (Grace, LPDDR, NICs, switch-tray share, conversion) - derived, an upper bound as the 142 kW is. Grace memory 2 x 480 GB per tray (36 x 480 GB = the rack''s ~17 TB LPDDR5X). Cooling: 100 % liquid (direct-liquid). Weight: the same Oberon rack as GB200 NVL72, ~1.36 t (secondary) / 18 = 75.6 kg - ESTIMATE. Price: no list price and only secondary ranges (3-4 M USD per rack) published: NULL. Plans: fleet.acceleratorsPerNode = 4, fleet.nodesPerRack = 18. MTBF: no source for a tray; the plan''s reliability inputs apply.',
        'NVIDIA Enterprise Reference Architecture, NVL72 AI Factory, System Hardware & Components (GB300 NVL72: 9 NVSwitch trays, 130 TB/s, 8 power shelves of 33 kW, full rack up to 142 kW; GB300 NVL compute tray: 4 Blackwell Ultra GPUs, 2 Grace CPUs, 4 ConnectX-8 HCAs); NVIDIA GB300 NVL72 product page (72 GPUs, 36 Grace, 17 TB LPDDR5X); gb200-nvl72 row (rack weight, secondary)',
        'spec', '2025');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('mi355x-platform', 'AMD Instinct MI355X Platform', 'mi355x', 8,
        2, 3000, 0, 8,                                     -- 2x EPYC, 3 TB, no switch (xGMI full mesh), 8x 400G NICs
        'xgmi-mi355x', 'roce-400g',
        NULL, NULL, NULL, NULL, NULL, 1190.5,              -- W (not published), U, kg, price, embodied, MTBF
        '8x MI355X on an OCP UBB platform, joined by AMD Infinity Fabric (xGMI) in a full mesh without switches: one 8-GPU scale-up domain (scale_up_domain 8; AMD''s MI350 series scales up to 8 GPUs per domain). Compute fabric: one 400 Gb/s NIC per GPU (AMD Pensando Pollara 400 AI NIC, Ethernet/RoCE, in AMD''s reference platform; ConnectX-7 in others) - roce-400g. Host: 2 AMD EPYC 9575F and 3 TB (24 x 128 GB) as in AMD''s MLPerf Inference v6.0 system description. No rated input power is published for the platform: rated_power_w NULL; overhead_w 2,775 W is the book''s DGX H100 host figure (CPUs, NICs, fans and conversion of an 8-GPU node) - ESTIMATE; a plan''s power is 8 x 1,400 W + 2,775 W = 13.98 kW per node. Rack units, weight and price not published: NULL. MTBF: book composite, see header (GPU-class part).',
        'AMD Instinct MI355X specifications and CDNA 4 architecture white paper (8-GPU platform, 7 Infinity Fabric links per GPU); AMD Advancing AI 2025 (MI350 platforms, Pollara 400 AI NIC); MLCommons Inference v6.0 AMD system description (8 x MI355X, 2 x EPYC 9575F, 24 x 128 GB); CS249r Vol.2 seed §2 (seed L2219-2232: DGX H100 host power; L2098: MTBF)',
        'estimate', '2025');

INSERT INTO nodes (id, name, accelerator_id, accelerators, cpu_sockets, host_dram_gb, nvswitches, nics, scale_up_link_id, scale_out_link_id, rated_power_w, rack_units, weight_kg, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('dgx-1-v100', 'NVIDIA DGX-1 (Tesla V100)', 'v100-sxm2', 8,
        2, 512, 0, 4,                                      -- 2x Xeon E5-2698 v4, 512 GB, no NVSwitch, 4x EDR IB
        'nvlink2', 'ib-edr',
        3500, 3, 60.8, NULL, NULL, 1190.5,                 -- W max, U, kg (134 lb), price, embodied, MTBF
        '8x V100 SXM2 in an NVLink 2 hybrid cube-mesh (no NVSwitch), 2x Intel Xeon E5-2698 v4 (20 cores each), 512 GB DDR4, 4x Mellanox ConnectX-4 EDR InfiniBand 100 Gb/s, 3,500 W system power, 3U, 60.8 kg (134 lb). The V100 generation of the power model (issue 13): MEASURED average draw 330 W per V100 including its host share (Patterson et al. 2021, Table 4: GPT-3 on 10,000 V100 for 14.8 days, 1,287 MWh at PUE 1.10; published-facts P-11). Price not used (no list price in the sources). MTBF: book composite, see header.',
        'NVIDIA DGX-1 (Tesla V100) datasheet; NVIDIA DGX-1 System Architecture white paper WP-08437-001; Patterson et al. 2021, Carbon Emissions and Large Neural Network Training, Table 4 (published-facts P-11); CS249r Vol.2 seed §2 (seed L2098) for MTBF',
        'spec', '2017');

-- Node power by generation (schema 004, issue 13): the non-accelerator draw at peak of each node, which a
-- generic node of the same generation takes per accelerator, and measured averages where published.
--   DGX H100 / H200: the book's 11.1 kW of CPUs, NVSwitch, NICs, fans and conversion per 4-node rack (seed L2224,
--     L2232) = 2,775 W per node (TEXTBOOK; the H200 shares the chassis).
--   DGX-1, DGX A100, DGX B200: no book figure; the rated maximum input minus 8 x TDP (ESTIMATE, an upper bound:
--     3,500 - 2,400 = 1,100 W; 6,500 - 3,200 = 3,300 W; 14,300 - 8,000 = 6,300 W).
--   DGX-1: 330 W per V100 measured over GPT-3's training, host share included (Patterson et al. 2021, P-11).
UPDATE nodes SET overhead_w = 2775 WHERE id IN ('dgx-h100', 'dgx-h200', 'hgx-h800');
UPDATE nodes SET overhead_w = 1100, average_w_per_accelerator = 330 WHERE id = 'dgx-1-v100';
UPDATE nodes SET overhead_w = 3300 WHERE id = 'dgx-a100';
UPDATE nodes SET overhead_w = 6300 WHERE id = 'dgx-b200';
--   GB200 NVL72 tray: the rack's estimated draw / 18 minus 4 x 1,200 W (ESTIMATE, see the row's notes).
UPDATE nodes SET overhead_w = 2067, scale_up_domain = 72 WHERE id = 'gb200-nvl72';
--   Issue 30 part 3: HGX/DGX B300 ~14 kW per system (P-05: four per ~56 kW rack) minus 8 x 1,100 W (ESTIMATE, as for
--   DGX B200); the GB300 NVL72 tray the rack's NVIDIA-stated 142 kW / 18 minus 4 x 1,400 W (its domain, 72, as the
--   GB200 tray's); the MI355X platform, with no published rating, the book's DGX H100 host figure (ESTIMATE) and its
--   8-GPU Infinity Fabric domain.
UPDATE nodes SET overhead_w = 5200 WHERE id = 'hgx-b300';
UPDATE nodes SET overhead_w = 2289, scale_up_domain = 72 WHERE id = 'gb300-nvl72';
UPDATE nodes SET overhead_w = 2775, scale_up_domain = 8 WHERE id = 'mi355x-platform';
