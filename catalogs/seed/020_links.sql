-- FleetPlanner built-in catalog: links (scale-up and scale-out interconnects).
-- CONVENTION: gb_per_s_per_dir is decimal GB/s in ONE direction. Datasheets quoting a bidirectional total
-- (NVLink: 600 / 900 / 1,800 GB/s per GPU) are halved here; Gb/s line rates are divided by 8
-- (400 Gb/s NDR = 50 GB/s, seed L1931). For NVLink the figure is the per-GPU aggregate over all its links.
-- alpha_us = fixed per-message latency of the alpha-beta model T(n) = alpha + n/beta (seed §3, L2684).
-- pj_per_bit = link-level energy; port_w = power per port (switch SerDes + transceiver where the book says so).
-- kind follows the provenance of the bandwidth figure; alpha caveats are in the notes.
-- Column order: id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of

---------------------------------------------------------------------------------------------------
-- PCIe (host link)
---------------------------------------------------------------------------------------------------

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('pcie-gen4-x16', 'PCIe Gen4 x16', 'pcie',
        32, 1.0, NULL, NULL, NULL,
        'Per direction: 16 GT/s x 16 lanes, 128b/130b = 31.5 GB/s raw, 32 GB/s nominal (mlsysim A100 host link). The book gives no Gen4 latency; alpha 1.0 us is the mlsysim PCIe interconnect tier (1,000 ns, stated for Gen5) - ESTIMATE. Book: protocol overhead eats ~20 % of raw PCIe bandwidth (seed L1988), not applied here.',
        'PCI-SIG PCIe 4.0 base specification (16 GT/s); mlsysim Hardware.Cloud.A100 host link 32 GB/s; mlsysim Hardware.Tech PCIeGen5 latency 1000 ns (MEMORY_LATENCY_HIERARCHY)',
        'spec', '2017');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('pcie-gen5-x16', 'PCIe Gen5 x16', 'pcie',
        64, 1.0, NULL, NULL, NULL,
        'Book: ~64 GB/s per direction (128 GB/s bidirectional) per x16 link (seed L2008; Table 2.9 context). alpha 1.0 us = mlsysim PCIeGen5 latency tier (1,000 ns); the book gives none for PCIe. Used by the book''s PCIe-vs-NVLink tensor-parallel diagnosis (seed L2042-2050: 201 MB AllReduce in 3.1 ms).',
        'CS249r Vol.2 seed §2 PCIe hierarchy within a node (seed L2008); bandwidth_hierarchy_table (seed L1956-1964); mlsysim Hardware.Tech PCIeGen5 1000 ns',
        'textbook', '2026');

---------------------------------------------------------------------------------------------------
-- NVLink (scale-up). alpha: Table 2.9 intra-node domain latency ~1 us (seed L1956-1964);
-- mlsysim's NVLink tier is 500 ns - the textbook figure is used. pJ/bit: ~5 pJ/bit link level (seed L1840).
---------------------------------------------------------------------------------------------------

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('nvlink2', 'NVLink 2.0 (V100, 6 links)', 'nvlink',
        150, 1.0, 5, NULL, NULL,
        'V100 NVLink 2: 300 GB/s bidirectional per GPU over 6 links of 50 GB/s (seed Table 2.2; Volta whitepaper) = 150 GB/s per direction. In DGX-1 the 8 GPUs form a hybrid cube-mesh (no NVSwitch), so not every pair has a direct link: the per-GPU aggregate is an upper bound for collectives. alpha and pJ/bit carried over from the book''s generic NVLink figures (Table 2.9, seed L1840). Added in issue 13 so that a V100 fleet has its own scale-up link.',
        'CS249r Vol.2 seed §2 Table 2.2 (seed L1354-1366: V100 NVLink 300 GB/s); NVIDIA Tesla V100 (Volta) architecture whitepaper; NVIDIA DGX-1 System Architecture white paper WP-08437-001 (hybrid cube-mesh)',
        'textbook', '2026');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('nvlink3', 'NVLink 3.0 (A100, 12 links)', 'nvlink',
        300, 1.0, 5, NULL, NULL,
        'A100 NVLink 3: 600 GB/s bidirectional per GPU (seed L1330, Table 2.2) = 300 GB/s per direction (mlsysim DGX_A100 node uses 300). alpha ~1 us (Table 2.9), 5 pJ/bit excludes NVSwitch energy (seed L1840).',
        'CS249r Vol.2 seed §2 Table 2.2 (seed L1354-1366) and seed L1330; Table 2.9 (seed L1956-1964); energy (seed L1840)',
        'textbook', '2026');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('nvlink4', 'NVLink 4.0 (H100/H200, 18 links)', 'nvlink',
        450, 1.0, 5, NULL, NULL,
        'H100 NVLink 4: 900 GB/s bidirectional = 450 GB/s per direction (seed L1931, L2191; nvlink_vs_ib_unidirectional_cliff: 9x over NDR). 18 links x 50 GB/s bidirectional (Fig. 2.11''s "112 GB/s per link" is the 112 Gb/s PAM4 lane rate mislabelled). Note the book''s TP AllReduce example (seed L2034) divides by the 900 GB/s total; this catalog uses the per-direction figure everywhere. NVSwitch chips draw ~200 W each (seed L2030) - not included in pj_per_bit.',
        'CS249r Vol.2 seed §2 Node definition (seed L1931), cost of crossing the cliff (seed L2189-2195), dense node design (seed L2024-2030); Table 2.9 (seed L1956-1964); energy (seed L1840)',
        'textbook', '2026');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('nvlink4-h800', 'NVLink 4.0 (H800, 8 links)', 'nvlink',
        200, 1.0, 5, NULL, NULL,
        'H800 NVLink: 400 GB/s bidirectional = 200 GB/s per direction (8 of the H100''s 18 links). DeepSeek measured 160 GB/s achieved per direction (V3 report §3.2.2: "NVLink offers a bandwidth of 160 GB/s, roughly 3.2 times that of IB (50 GB/s)"; DeepEP issue 16: nominal 200, achievable ~160). alpha and pJ/bit as NVLink 4.',
        'DeepSeek-AI, DeepSeek-V3 Technical Report §3.2.2; deepseek-ai/DeepEP docs/legacy.md and issue 16',
        'spec', '2023');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('nvlink5', 'NVLink 5 (B200, 18 links)', 'nvlink',
        900, 1.0, 5, NULL, NULL,
        'Blackwell NVLink 5: 1,800 GB/s bidirectional per GPU (seed L1340, Table 2.2) = 900 GB/s per direction (mlsysim DGX_B200 node uses 900). alpha and pJ/bit carried over from the book''s generic NVLink figures.',
        'CS249r Vol.2 seed §2 Table 2.2 (seed L1354-1366) and seed L1340; Table 2.9 (seed L1956-1964); energy (seed L1840)',
        'textbook', '2026');

---------------------------------------------------------------------------------------------------
-- AMD Infinity Fabric (scale-up without switches, issue 30 part 3). Family 'ici': the catalog's family for a direct
-- chip-to-chip link with no switch (TPU ICI is the other); it has no family of its own for xGMI.
---------------------------------------------------------------------------------------------------

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('xgmi-mi355x', 'AMD Infinity Fabric (MI355X, 7 xGMI links)', 'ici',
        537.6, 1.0, NULL, NULL, NULL,
        'Per MI355X: 7 Infinity Fabric (xGMI) links of 153.6 GB/s bidirectional = 1,075.2 GB/s = 537.6 GB/s per direction (the accelerator row''s scale_up_gb_per_s, halved). In the 8-GPU platform the links form a full mesh with no switch: each GPU reaches each of the 7 others over ONE link (76.8 GB/s per direction per pair), so only collectives that keep all 7 links busy at once (all-to-all, an all-reduce run over several rings or directly) see the aggregate. The per-GPU aggregate is therefore an upper bound, as for DGX-1''s NVLink cube-mesh. The domain is the 8 GPUs of a platform (scale_up_domain 8). alpha 1.0 us carried over from the book''s NVLink figure (Table 2.9) - ESTIMATE; no pJ/bit, port power or cost source.',
        'AMD Instinct MI355X specifications (7 Infinity Fabric links, 153.6 GB/s peak per link, 1,075 GB/s); AMD CDNA 4 architecture white paper (8-GPU platform, fully connected); CS249r Vol.2 seed Table 2.9 (seed L1956-1964, alpha reused)',
        'spec', '2025');

---------------------------------------------------------------------------------------------------
-- InfiniBand (scale-out). pJ/bit: book 15-20 pJ/bit incl. HCA and switch (seed L1840); 15 is the value its
-- sync-energy example uses (seed L1037).
---------------------------------------------------------------------------------------------------

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('ib-edr', 'InfiniBand EDR 100 Gb/s', 'infiniband',
        12.5, 1.5, 15, NULL, NULL,
        '100 Gb/s (4 lanes x 25 Gb/s) = 12.5 GB/s per direction: the scale-out link of DGX-1 (four EDR ports per node) and of the V100 era. alpha 1.5 us and 15 pJ/bit carried over from the book''s NDR figures - ESTIMATES. No port power or cost source. Added in issue 13 with the DGX-1 node.',
        'InfiniBand Trade Association roadmap (EDR: 25 Gb/s per lane, 4x = 100 Gb/s); NVIDIA DGX-1 (Tesla V100) datasheet (4x EDR InfiniBand 100 Gb/s)',
        'spec', '2017');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('ib-hdr', 'InfiniBand HDR 200 Gb/s', 'infiniband',
        25, 1.5, 15, 6, NULL,
        '200 Gb/s = 25 GB/s per direction (book: HDR 200 Gb/s, seed L1028, L1037). alpha: the book states none for HDR; 1.5 us is its NDR per-message alpha reused (RDMA end-to-end 1-2 us, seed L2639) - ESTIMATE. mlsysim''s fabric-level latency for HDR is 7 us (end-to-end, not the alpha-beta alpha). port_w 6 W = "an HDR cable can require 6 W per port" (published-facts P-15), cable/transceiver only.',
        'CS249r Vol.2 seed §1 GPT-3 sync tax (seed L1028-1037); RDMA definition (seed L2639); published-facts P-15 (6 W per HDR port); mlsysim Systems.Fabrics.InfiniBand_HDR',
        'textbook', '2026');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('ib-ndr', 'InfiniBand NDR 400 Gb/s', 'infiniband',
        50, 1.5, 15, 25, NULL,
        'Book alpha-beta constants for NDR: alpha = 1.5 us, beta = 50 GB/s (seed L2684-2703; crossover n* = 75 KB). Table 2.9 gives 5-10 us for the cross-node domain and mlsysim a 5 us fabric latency: those are end-to-end fabric figures, not the per-message alpha. Per-switch-hop latency (0.6 us) is in the switches table. port_w 25 W = book''s SerDes + optical transceiver per 400 Gb/s port (seed L2629); do not add the optics table''s transceiver power on top (vendor optics alone: ~8.5 W per 400G end, published-facts P-15). No port cost source (book: $500 per pluggable optic, see optics).',
        'CS249r Vol.2 seed §3 alpha-beta model (seed L2684-2705); Table 2.9 (seed L1956-1964); SerDes power (seed L2629); interconnect_constants (seed examples)',
        'textbook', '2026');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('ib-xdr', 'InfiniBand XDR 800 Gb/s', 'infiniband',
        100, 1.5, 15, NULL, NULL,
        '800 Gb/s = 100 GB/s per direction (mlsysim InfiniBand_XDR; NVIDIA Quantum-X800 / ConnectX-8). The book has no XDR figures: alpha 1.5 us and 15 pJ/bit carried over from NDR - ESTIMATES. Port power not sourced (an 800G twin-port OSFP transceiver alone is 16-17 W, published-facts P-15).',
        'NVIDIA Quantum-X800 (Q3400) XDR 800 Gb/s InfiniBand switch user manual; mlsysim Systems.Fabrics.InfiniBand_XDR; CS249r Vol.2 seed alpha (seed L2684) reused',
        'spec', '2024');

---------------------------------------------------------------------------------------------------
-- Ethernet RoCE (scale-out). Book alpha for Ethernet RoCE = 5 us (alpha-beta example, seed L2687-2705;
-- mlsysim AlphaRoce 5.0 us), larger than IB's 1.5 us.
---------------------------------------------------------------------------------------------------

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('roce-100g', 'RoCEv2 over 100 GbE', 'ethernet',
        12.5, 5.0, 15, NULL, NULL,
        'The book''s "slower Ethernet baseline" / "Ethernet RoCE" of the alpha-beta example: alpha 5 us, beta 12.5 GB/s (seed L2687-2705; crossover 62.5 KB). The same paragraph calls the IB/RoCE alpha gap "5x" although 5/1.5 = 3.3x (book arithmetic slip, values kept). 15 pJ/bit: the book''s sync-energy example applies 15 pJ/bit to 100 Gb/s Ethernet too (seed L1037). mlsysim fabric-level RoCE latency 10 us (end-to-end).',
        'CS249r Vol.2 seed §3 alpha-beta notebook (seed L2687-2705); §1 sync tax (seed L1028-1037); mlsysim Systems.SwitchFabric AlphaRoce',
        'textbook', '2026');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('roce-400g', 'RoCEv2 over 400 GbE', 'ethernet',
        50, 5.0, 15, 25, NULL,
        '400 Gb/s = 50 GB/s per direction; production example: Llama 3''s 24K-GPU RoCE fabric with 400 Gb/s GPU links (published-facts N-05, which also reports cross-pod latency "up to tens of microseconds"). alpha 5 us = book RoCE alpha (generic, not speed-specific). port_w 25 W = book''s SerDes + transceiver per 400 Gb/s port (seed L2629).',
        'IEEE 802.3bs 400GbE; Dubey et al. 2024 (Llama 3) §3.3 via published-facts N-05; CS249r Vol.2 seed alpha (seed L2705), SerDes power (seed L2629)',
        'spec', '2024');

INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, pj_per_bit, port_w, port_cost_usd, notes, source, kind, as_of)
VALUES ('roce-800g', 'RoCEv2 over 800 GbE', 'ethernet',
        100, 5.0, 15, NULL, NULL,
        '800 Gb/s = 100 GB/s per direction (mlsysim Ethernet_800G; Spectrum-4 SN5600 64 x 800GbE). alpha 5 us and 15 pJ/bit carried over from the book''s RoCE figures - ESTIMATES. Book: 800 Gb/s copper reaches only ~1-2 m, so off-rack links need optics (seed L2631). Port power not sourced.',
        'IEEE 802.3df 800GbE; NVIDIA Spectrum-4 SN5000 user manual (64 x 800GbE); mlsysim Systems.Fabrics.Ethernet_800G; CS249r Vol.2 seed (seed L2631, L2705)',
        'spec', '2024');
