-- FleetPlanner built-in catalog: grid regions.
-- g_co2e_per_kwh = location-based grid carbon intensity (gCO2e per kWh delivered to the site);
-- usd_per_kwh = average electricity price (NULL where no source); water_l_per_kwh = grid water intensity (none
-- sourced: NULL); year = year of the underlying grid/price data (NULL when the source gives none).
-- The textbook's two anchors (Quebec hydro ~20, Polish coal ~800 gCO2/kWh, a 40x spread; seed L860) win
-- over other sources for those regions. Other values: published-facts.md first, then mlsysim grids.yaml.
-- kind: 'measured' = reported statistics (OWID/Ember, EIA, eGRID, operator reports); 'textbook'; 'estimate'.
-- US prices are EIA 2023 average revenue per kWh, INDUSTRIAL class (large data centres contract separately).
-- Column order: id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of

---------------------------------------------------------------------------------------------------
-- Textbook anchors
---------------------------------------------------------------------------------------------------

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('ca-qc', 'Canada - Quebec (hydro)', 20, NULL, NULL, NULL,
        'Book: ~20 gCO2/kWh for Quebec hydro, the low end of its 40x siting spread (seed L860; carbon_grid_spread). mlsysim uses 20 as well. Hydro-Quebec''s own operational figure is 360 t CO2/TWh = 0.36 g/kWh (2016, excludes reservoir and life-cycle emissions, published-facts C-06) - not used. No year given by the book.',
        'CS249r Vol.2 seed §1 Sustainability and cost implications (seed L860); mlsysim Infrastructure.Grids.Quebec (HYDRO_QUEBEC_GRID)',
        'textbook', '2026');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('pl', 'Poland (coal)', 800, NULL, NULL, NULL,
        'Book: ~800 gCO2/kWh for Polish coal, the high end of its 40x spread (seed L860). Ember 2023 reports "nearly 662" (published-facts C-02) and mlsysim uses 820 - the book''s value is kept. No year given by the book.',
        'CS249r Vol.2 seed §1 Sustainability and cost implications (seed L860)',
        'textbook', '2026');

---------------------------------------------------------------------------------------------------
-- Countries and world (published-facts C-01: OWID "Carbon intensity of electricity generation", Ember &
-- Energy Institute, life-cycle, production mix, 2023; C-02: Ember via Statista, 2023)
---------------------------------------------------------------------------------------------------

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('fr', 'France', 56, NULL, NULL, 2023,
        'Life-cycle, generation-based (no imports). mlsysim uses 50 (IEA WEO 2023); BLOOM''s French training used 57 (published-facts C-07).',
        'Our World in Data, Carbon intensity of electricity generation 1990-2023 (Ember & Energy Institute) via published-facts C-01',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('de', 'Germany', 381, NULL, NULL, 2023,
        'Life-cycle, generation-based. mlsysim uses 385.',
        'Our World in Data (Ember & Energy Institute) via published-facts C-01',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('no', 'Norway (hydro)', 30, NULL, NULL, 2023,
        'Ember 2023 via Statista (second-hand). mlsysim uses 10.',
        'Ember (2024) via Statista, published-facts C-02',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('se', 'Sweden', 40.7, NULL, NULL, 2023,
        'Lowest in the EU per Ember 2023 (via Statista, second-hand).',
        'Ember (2024) via Statista, published-facts C-02',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('ca', 'Canada (national)', 170, NULL, NULL, 2023,
        'National average; Quebec (ca-qc) is far lower.',
        'Our World in Data (Ember & Energy Institute) via published-facts C-01',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('cn', 'China', 582, NULL, NULL, 2023,
        'mlsysim uses 555 (IEA WEO 2023).',
        'Our World in Data (Ember & Energy Institute) via published-facts C-01',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('in', 'India', 713, NULL, NULL, 2023,
        'mlsysim uses 720 (IEA WEO 2023).',
        'Our World in Data (Ember & Energy Institute) via published-facts C-01',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('au', 'Australia', 549, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('br', 'Brazil', 98, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('be', 'Belgium', 138, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('at', 'Austria', 111, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('fi', 'Finland', 79, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('dk', 'Denmark', 152, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('cz', 'Czechia', 450, NULL, NULL, 2023, NULL,
        'Our World in Data (Ember & Energy Institute) via published-facts C-01', 'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('world', 'World average', 481, NULL, NULL, 2023,
        'Global average, Ember 2023 via Statista (second-hand).',
        'Ember (2024) via Statista, published-facts C-02',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('eu', 'European Union average', 270, NULL, NULL, NULL,
        'Only source is the mlsysim grid table (IEA WEO 2023 provenance key, data year not stated).',
        'mlsysim Infrastructure.Grids.EU_Avg (IEA_WEO_2023)',
        'estimate', '2026');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('is', 'Iceland (geothermal/hydro)', 28, NULL, NULL, NULL,
        'Only source is the mlsysim grid table (IEA WEO 2023 provenance key, data year not stated).',
        'mlsysim Infrastructure.Grids.Iceland (IEA_WEO_2023)',
        'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- United States
---------------------------------------------------------------------------------------------------

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('us', 'United States average', 390, 0.0806, NULL, 2022,
        'Intensity derived from EIA 2022: 1,650 Mt CO2 / 4,230,672 GWh = 390 g/kWh (utility-scale generation, CO2 only; published-facts C-03). 2023 is ~345 g/kWh (second-hand); Patterson et al. and mlsysim use 429 (older vintage). Price: US industrial average 8.06 cents/kWh, 2023 (published-facts C-12) - note the year differs from the intensity.',
        'EIA State Electricity Profiles / FAQ (2022) via published-facts C-03; EIA Electric Power Annual 2023 via published-facts C-12',
        'measured', '2024');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('us-va', 'US - Virginia (eGRID SRVC, AWS us-east-1)', 270, 0.0892, NULL, 2023,
        'eGRID2023 subregion SRVC: 596.3 lb CO2e/MWh = 270 g/kWh (second-hand transcription; other eGRID vintages give 636-637 lb/MWh = ~289 g). Price: Virginia industrial 8.92 cents/kWh (commercial 8.95), 2023.',
        'EPA eGRID2023 summary tables (rev2, 2025) via published-facts C-04; EIA Electric Power Annual 2023 via published-facts C-12',
        'measured', '2025');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('us-ia', 'US - Iowa', 201, 0.0691, NULL, 2020,
        'EIA: Iowa at 443 lb CO2/MWh = 201 g/kWh after the 2016-2020 reductions (CO2 only, second-hand; published-facts C-05 flags a current eGRID MROW value as a gap). mlsysim''s 680 g/kWh is explicitly illustrative (IOWA_GRID_CARBON_ILLUSTRATIVE) and is not used. Price: Iowa industrial 6.91 cents/kWh (commercial 10.33), 2023.',
        'EIA report via Daily Energy Insider (2022), published-facts C-05; EIA Electric Power Annual 2023 via published-facts C-12',
        'measured', '2022');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('us-tx', 'US - Texas (ERCOT)', 400, 0.066, NULL, NULL,
        'Intensity only from mlsysim (IEA WEO 2023 provenance key, year not stated). Price: Texas industrial 6.60 cents/kWh (commercial 8.82), 2023.',
        'mlsysim Infrastructure.Grids.Texas (IEA_WEO_2023); EIA Electric Power Annual 2023 via published-facts C-12',
        'estimate', '2026');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('us-ga', 'US - Georgia (Google data centre factor)', 403, 0.0688, NULL, 2020,
        'Data-centre-specific gross factor 0.403 kg/kWh for Google Georgia (Oct 2020; 0.330 net of Google''s purchases; 0.415 in Dec 2019) as used in Patterson et al. training footprints. Price: Georgia industrial 6.88 cents/kWh (commercial 10.70), 2023.',
        'Patterson et al. 2021, Carbon Emissions and Large Neural Network Training, Table 4, via published-facts C-07; EIA Electric Power Annual 2023 via published-facts C-12',
        'measured', '2021');

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('us-nc', 'US - North Carolina (Google data centre factor)', 201, NULL, NULL, 2020,
        'Data-centre-specific gross factor 0.201 kg/kWh for Google North Carolina (Apr 2020; 0.177 net).',
        'Patterson et al. 2021, Table 4, via published-facts C-07',
        'measured', '2021');

---------------------------------------------------------------------------------------------------
-- Asia-Pacific data-centre factor
---------------------------------------------------------------------------------------------------

INSERT INTO regions (id, name, g_co2e_per_kwh, usd_per_kwh, water_l_per_kwh, year, notes, source, kind, as_of)
VALUES ('tw', 'Taiwan (Google data centre factor)', 545, NULL, NULL, 2019,
        'Data-centre-specific factor 0.545 kg/kWh for Google Taiwan (Sep 2019) as used in Patterson et al.',
        'Patterson et al. 2021, Table 4, via published-facts C-07',
        'measured', '2021');
