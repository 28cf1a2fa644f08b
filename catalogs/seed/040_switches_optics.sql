-- FleetPlanner built-in catalog: switches and optics.
-- Switches: radix = ports at port_gbps (Gb/s per port per direction); power_w = switch chassis without optics;
--   latency_ns = one switch traversal. The book's per-hop figure is 0.6 us (rail-optimised topology notebook,
--   seed L2819-2829: 3 traversals x 0.6 us = 1.8 us) and is used for every switch: it is the per-traversal
--   alpha contribution (SerDes/FEC ~100-200 ns per hop, seed L2602-2609, plus forwarding). The book's other
--   figure, "switch hops add another 100-300 ns each" (seed L1990), is ASIC forwarding only; vendor
--   port-to-port numbers disagree (130-400 ns, published-facts N-08) and are not used.
-- Cost: the book prices a radix-64 switch at 10,000-50,000 USD (fat-tree sizing, seed L2811); the midpoint
--   30,000 USD is stored for the radix-64 400G-class switches as an ESTIMATE. No power figure for any switch
--   chassis exists in the three sources: power_w is NULL (the book's 25 W per 400 Gb/s port for SerDes +
--   optics is on the links rows).
-- mtbf_hours: mlsysim top-of-rack switch MTTF 300,000 h (Systems.Reliability, RELIABILITY_MTTF_LITERATURE).
-- Column order (switches): id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of

INSERT INTO switches (id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of)
VALUES ('ib-hdr-qm8700', 'NVIDIA Quantum QM8700 (HDR)', 40, 200, NULL, NULL, 600, 300000,
        '40 ports x 200 Gb/s HDR InfiniBand, 1U (16 Tb/s aggregate bidirectional). The HDR generation of DGX A100 / Selene fabrics (published-facts N-06). Latency: book per-hop figure. No power or cost source.',
        'NVIDIA QM87xx 1U HDR 200Gb/s InfiniBand Switch Systems user manual; CS249r Vol.2 seed §3 (seed L2825) for latency; mlsysim Systems.Reliability (MTTF)',
        'spec', '2019');

INSERT INTO switches (id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of)
VALUES ('ib-ndr-qm9700', 'NVIDIA Quantum-2 QM9700 (NDR)', 64, 400, NULL, 30000, 600, 300000,
        '64 ports x 400 Gb/s NDR on 32 twin-port OSFP cages, 51.2 Tb/s aggregate bidirectional (published-facts N-08); the book''s k = 64 fat-tree building block (seed L2782-2811: 2,048 hosts in two tiers, 65,536 in three; 5,120 switches for a full 3-tier tree) and its 64-port ToR split 32 down / 32 up (seed L2766-2770). Cost 30,000 USD = midpoint of the book''s 10-50k range - ESTIMATE. Supports Class 8 (17 W) OSFP transceivers per cage.',
        'NVIDIA QM97XX 1U NDR 400Gb/s InfiniBand Switch Systems user manual; published-facts N-08 (Quantum-2 64 x 400 Gb/s); CS249r Vol.2 seed §3 fat-tree sizing (seed L2782-2811), ToR radix (seed L2766-2770), rail latency (seed L2825)',
        'spec', '2022');

INSERT INTO switches (id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of)
VALUES ('ib-xdr-q3400', 'NVIDIA Quantum-X800 Q3400-RA (XDR)', 144, 800, NULL, NULL, 600, 300000,
        '144 ports x 800 Gb/s XDR InfiniBand (115.2 Tb/s), the switch of the Quantum-X800 platform. Latency: the book''s per-hop figure (stated for its NDR-era fabric) reused - ESTIMATE. No power or cost source.',
        'NVIDIA Q3200-RA/Q3400-RA XDR 800Gb/s InfiniBand Switch Systems user manual; CS249r Vol.2 seed §3 (seed L2825) for latency',
        'spec', '2024');

INSERT INTO switches (id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of)
VALUES ('eth-400g-sn5400', 'NVIDIA Spectrum-4 SN5400 (64 x 400GbE)', 64, 400, NULL, 30000, 600, 300000,
        '64 x 400GbE (50 Gb/s lanes), 25.6 Tb/s; RoCEv2 leaf/spine for roce-400g fabrics. Cost: book radix-64 midpoint - ESTIMATE. Latency: book per-hop figure.',
        'NVIDIA Spectrum-4 SN5000 series user manual, data interfaces (SN5400: 64 ports 400GbE); CS249r Vol.2 seed §3 (seed L2811, L2825)',
        'spec', '2023');

INSERT INTO switches (id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of)
VALUES ('eth-400g-th4', 'Broadcom Tomahawk 4 class (64 x 400GbE)', 64, 400, NULL, 30000, 600, 300000,
        'Merchant-silicon 25.6 Tb/s switch with 64 x 400 Gb/s ports, used three tiers deep to connect >10,000 GPUs in ByteDance MegaScale (published-facts N-07); Meta''s Llama 3 RoCE ToR (Minipack2) is the same generation (N-05). Cost: book radix-64 midpoint - ESTIMATE. Latency: book per-hop figure.',
        'MegaScale (Jiang et al. 2024) §3 via published-facts N-07; Dubey et al. 2024 §3.3.1 via N-05; CS249r Vol.2 seed §3 (seed L2811, L2825)',
        'spec', '2020');

INSERT INTO switches (id, name, radix, port_gbps, power_w, cost_usd, latency_ns, mtbf_hours, notes, source, kind, as_of)
VALUES ('eth-800g-sn5600', 'NVIDIA Spectrum-4 SN5600 (64 x 800GbE)', 64, 800, NULL, NULL, 600, 300000,
        '51.2 Tb/s single ASIC: 64 x 800GbE (100 Gb/s lanes), or 128 x 400GbE with twin-port optics; the book''s 51.2 Tb/s switch ASIC class (mlsysim SwitchAsic51T2). Ports take up to 18 W transceivers (dual 3 kW PSU model). No cost source for the 800G class. Latency: book per-hop figure.',
        'NVIDIA Spectrum-4 SN5000 series user manual, data interfaces (SN5600: 64 ports 800GbE); mlsysim Systems.SwitchFabric SwitchAsic51T2 (BOOK_SWITCH_OPTICS); CS249r Vol.2 seed §3 (seed L2825)',
        'spec', '2023');

-- Optics: power_w is per transceiver (one end) for pluggables and per cable (both ends) for DAC/AOC.
--   latency_ns = one-way propagation over the full reach at 4.5 ns/m (published-facts P-15) plus, for optical
--   media, two electro-optical conversions at the book's upper 5 ns each (seed L1990); FEC (~100 ns per link,
--   seed L2602) is counted in the switch hop, not here.
-- Column order (optics): id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('dac-400g-3m', '400G passive copper DAC, 3 m', 'dac', 3, 400, 0, NULL, 14,
        'Passive copper, no active electronics (0 W; power at the switch SerDes is on the links rows). The book''s link-budget example: 50G PAM4 lanes, 30 dB budget, 3 m DAC loses 18 dB + 2 dB connectors = 10 dB margin (seed L2631). Latency 3 m x 4.5 ns/m (copper taken at the fiber figure) - ESTIMATE. No cost source (book: copper is the cheap option, seed L2625).',
        'CS249r Vol.2 seed §3 SerDes, link budget (seed L2631); published-facts P-15 (4.5 ns/m)',
        'textbook', '2026');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('dac-800g-2m', '800G passive copper DAC, 2 m', 'dac', 2, 800, 0, NULL, 9,
        'Book: at 100G lanes (800 Gb/s ports) copper is limited to ~1-2 m, which bounds the rack diameter and forces optics for anything leaving the rack (seed L2631). Passive: 0 W. Latency 2 m x 4.5 ns/m - ESTIMATE.',
        'CS249r Vol.2 seed §3 SerDes, link budget (seed L2631); published-facts P-15 (4.5 ns/m)',
        'textbook', '2026');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('aoc-200g-hdr-30m', 'HDR 200G active optical cable, 30 m', 'aoc', 30, 200, 12, NULL, 145,
        '"An HDR cable can require 6 W per port" (DGX SuperPOD cabling guide, published-facts P-15): 2 ends x 6 W = 12 W per cable. AOCs convert electrical to optical at each end, 2-5 ns per conversion (seed L1990). Latency 30 x 4.5 + 2 x 5 ns. No cost source.',
        'NVIDIA DGX SuperPOD cabling guide "Port Power" via published-facts P-15; CS249r Vol.2 seed §2 bandwidth hierarchy (seed L1990)',
        'spec', '2021');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('sr4-400g-50m', '400G OSFP SR4 multimode (MMA4Z00-NS400), 50 m', 'pluggable', 50, 400, 8, NULL, 235,
        'Single-port 400 Gb/s multimode transceiver for ConnectX-7 OSFP NICs: 8 W typical, 9 W maximum at 400 Gb/s (5 W in 200 Gb/s splitter mode); pairs with a twin-port 800G switch-side module. Latency 50 x 4.5 + 2 x 5 ns. No cost source (book generic: 500 USD per pluggable, see pluggable-400g-book).',
        'NVIDIA MMA4Z00-NS400 400Gb/s single-port OSFP multimode 50 m transceiver product specification; published-facts P-15',
        'spec', '2022');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('sr4x2-800g-50m', '800G twin-port OSFP 2xSR4 multimode (MMA4Z00-NS), 50 m', 'pluggable', 50, 800, 15, NULL, 235,
        'Switch-side twin-port transceiver carrying 2 x 400G (two NDR/400GbE ports per OSFP cage on Quantum-2 / Spectrum-4): 15 W for all configurations. Latency 50 x 4.5 + 2 x 5 ns. No cost source.',
        'NVIDIA MMA4Z00-NS 800Gb/s twin-port OSFP 2x400Gb/s multimode 50 m product specification; published-facts P-15',
        'spec', '2022');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('dr4x2-800g-100m', '800G twin-port OSFP 2xDR4 single-mode (MMS4X00-NS), 100 m', 'pluggable', 100, 800, 17, NULL, 460,
        'Twin-port 2 x 400G single-mode: 16 W typical, 17 W maximum (17 W stored) - i.e. ~8.5 W per 400G end, so a 400G link with optics at both ends is ~17 W (published-facts P-15). NIC-side counterpart MMS4X00-NS400 draws 9 W. Latency 100 x 4.5 + 2 x 5 ns. No cost source.',
        'NVIDIA MMS4X00-NS 800Gb/s twin-port OSFP 2x400Gb/s single-mode transceiver specification via published-facts P-15; MMS4X00-NS400 specification (9 W)',
        'spec', '2022');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('dr4x2-800g-500m', '800G twin-port OSFP 2xDR4 single-mode (MMS4X00-NM), 500 m', 'pluggable', 500, 800, 17, NULL, 2260,
        'Long-reach single-mode twin-port 2 x 400G for spine/core links across a hall: "twin port OSFP single mode transceivers remain at 17 Watts for all configurations" (published-facts P-15). Latency 500 x 4.5 + 2 x 5 ns. No cost source.',
        'NVIDIA MMS4X00-NM 800Gb/s twin-port OSFP 2xDR4 500 m transceiver specification via published-facts P-15',
        'spec', '2022');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('fr4x2-800g-2km', '800G twin-port OSFP 2xFR4 single-mode (MMS4X50-NM), 2 km', 'pluggable', 2000, 800, 17, NULL, 9010,
        'Longest-reach NVIDIA twin-port single-mode module (2 km, for inter-building / large-campus spines): 17 W like all twin-port single-mode OSFPs (published-facts P-15). Latency 2000 x 4.5 + 2 x 5 ns. No cost source.',
        'NVIDIA MMS4X50-NM 800Gb/s twin-port OSFP 2xFR4 2 km transceiver specification via published-facts P-15',
        'spec', '2023');

INSERT INTO optics (id, name, media, reach_m, gbps, power_w, cost_usd, latency_ns, notes, source, kind, as_of)
VALUES ('pluggable-400g-book', '400G pluggable optic (textbook planning default)', 'pluggable', 100, 400, 20, 500, 460,
        'The book''s planning constants: a 10,000-GPU cluster needs ~20,000 optical links at the spine alone; at 500 USD and 20 W per pluggable that is 10 M USD and 400 kW (seed L2625; optics_cost_power_10k). mlsysim records the same 20 W per 400G module (OpticsPluggable400G) and 10 W per co-packaged (CPO) port. Vendor 400G modules draw less (8-9 W per end, see sr4-400g-50m / dr4x2-800g-100m): the book''s 20 W is kept as the generic planning default. Reach is not stated by the book; 100 m (in-hall spine) is assumed - ESTIMATE, as is the latency.',
        'CS249r Vol.2 seed §3 reach and media (seed L2625); mlsysim Systems.SwitchFabric OpticsPluggable400G (BOOK_SWITCH_OPTICS)',
        'textbook', '2026');
