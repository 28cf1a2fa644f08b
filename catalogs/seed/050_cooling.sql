-- FleetPlanner built-in catalog: cooling types.
-- rack_kw_limit = heat one rack can shed with this cooling; default_pue = facility PUE typical of the
-- approach (overridable per scenario); wue_l_per_kwh = site water per kWh of IT energy;
-- liquid_fraction = share of the rack's heat removed by liquid AT THE SERVER (cold plates / immersion).
-- Textbook anchors: legacy air via perforated tiles <= ~10 kW per rack, engineered air ~30 kW ceiling that no
-- fan power breaks (seed L2236, L2424); AI racks 33-40 kW (4x DGX H100), 60-120 kW, Blackwell-class >130 kW
-- (seed L2232, L2424); "liquid cooling delivers 90-95 % of facility power to compute, air-cooled facilities
-- only 50-65 %" (seed L2480), i.e. PUE ~1.05-1.11 liquid vs ~1.54-2.0 air.
-- Column order: id, name, rack_kw_limit, default_pue, wue_l_per_kwh, liquid_fraction, notes, source, kind, as_of

INSERT INTO cooling (id, name, rack_kw_limit, default_pue, wue_l_per_kwh, liquid_fraction, notes, source, kind, as_of)
VALUES ('air-legacy', 'Legacy room air (raised floor, perforated tiles)', 10, 1.58, 1.8, 0,
        'Traditional 42U rack cooled by room-temperature air through perforated floor tiles: 5-10 kW per rack (seed L2224; ~10 kW, seed L2236). Uptime: most operators have no racks above 20 kW (published-facts P-14). PUE 1.58 = Uptime 2023 survey average (P-07; 1.55-1.58 flat since ~2014) = mlsysim "Legacy air-cooled"; inside the book''s 50-65 % delivered band (PUE >= 1.54). WUE 1.8 L/kWh = mlsysim FacilityCooling value for evaporatively cooled air plants (BOOK_WUE_ANCHORS).',
        'CS249r Vol.2 seed §2 The Rack (seed L2224, L2236) and summary (seed L2480); published-facts P-07, P-14; mlsysim Infrastructure.FacilityCooling (Legacy 1.58, WUE 1.8)',
        'textbook', '2026');

INSERT INTO cooling (id, name, rack_kw_limit, default_pue, wue_l_per_kwh, liquid_fraction, notes, source, kind, as_of)
VALUES ('air', 'Engineered air (hot/cold-aisle containment, high static pressure)', 30, 1.58, 1.8, 0,
        'Forced air with containment reaches ~30 kW per rack and no more: beyond it the exhaust is too hot to absorb more heat, whatever the fan power (seed L2236; fallacy "air cooling is enough", seed L2424). A 4x DGX H100 rack (33.5 kW book, 40.8 kW at rated power) already exceeds it. PUE: the book gives air-cooled facilities 50-65 % delivered power (PUE 1.54-2.0, seed L2480); 1.58 (Uptime 2023 average, published-facts P-07) is used. Best-in-class air hyperscalers run lower (Google fleet 1.10, P-08; mlsysim BestAir 1.12) - override per scenario. WUE 1.8 L/kWh (mlsysim; hyperscalers report 0.26-0.30, published-facts P-09/P-10).',
        'CS249r Vol.2 seed §2 The Rack (seed L2236), fallacies (seed L2424), summary (seed L2480); published-facts P-03, P-07, P-08; mlsysim Infrastructure.FacilityCooling',
        'textbook', '2026');

INSERT INTO cooling (id, name, rack_kw_limit, default_pue, wue_l_per_kwh, liquid_fraction, notes, source, kind, as_of)
VALUES ('rear-door', 'Rear-door heat exchanger (air-cooled servers, water at the door)', 50, 1.3, 1.8, 0,
        'Servers stay air-cooled (fans, inlet-temperature limits); a water coil in the rack door absorbs the exhaust before it reaches the room. liquid_fraction = 0 because no heat is removed by liquid at the server - the door only neutralises the rack''s exhaust at room level, which is what rack_kw_limit and PUE capture. None of the three sources gives a rear-door figure: 50 kW covers the book''s 33.5-40 kW DGX H100 rack while staying below the 70-100 kW liquid racks (mlsysim BOOK_RACK_POWER); PUE 1.3 is interpolated between air (1.58) and direct liquid (1.08); WUE as air (same chilled-water plant). All ESTIMATES.',
        'Engineering estimate bounded by CS249r Vol.2 seed §2 The Rack (seed L2232-2236) and mlsysim Infrastructure racks (AI cluster standard 70 kW liquid, air limit ~30 kW; BOOK_RACK_POWER)',
        'estimate', '2026');

INSERT INTO cooling (id, name, rack_kw_limit, default_pue, wue_l_per_kwh, liquid_fraction, notes, source, kind, as_of)
VALUES ('direct-liquid', 'Direct-to-chip liquid (cold plates) + residual air', 150, 1.08, 0.36, 0.8,
        'Cold plates on GPUs/CPUs/NVSwitch carry ~80 % of the heat; memory, NICs, drives and PSUs stay on air (0.2 x 150 kW = 30 kW, exactly the air ceiling). Rack limit 150 kW: DGX SuperPOD GB200 scalable unit, 1.2 MW TDP over 8 NVL72 racks with hybrid direct-liquid + air cooling (published-facts P-06); the book: Blackwell-class racks exceed 130 kW (seed L2424). PUE 1.08 = 1 / 0.925, the midpoint of the book''s "liquid delivers 90-95 % of facility power to compute" (seed L2480); matches Meta''s 1.08 (P-09); mlsysim LiquidCooled uses 1.06. WUE 0.36 L/kWh = air share 0.2 x 1.8 (evaporative) + liquid share 0.8 x 0 (dry coolers, mlsysim LiquidCooled WUE 0.0) - derived.',
        'CS249r Vol.2 seed §2 The Rack (seed L2238), fallacies (seed L2424), summary (seed L2480); published-facts P-06, P-09; mlsysim Infrastructure.FacilityCooling LiquidCooled',
        'textbook', '2026');

INSERT INTO cooling (id, name, rack_kw_limit, default_pue, wue_l_per_kwh, liquid_fraction, notes, source, kind, as_of)
VALUES ('immersion', 'Single-phase immersion (servers in dielectric fluid)', 100, 1.05, 0, 1.0,
        'All heat goes into the dielectric fluid (liquid_fraction 1.0); no server fans. Rack/tank limit 100 kW = mlsysim "AI high density" liquid rack (BOOK_RACK_POWER); no source gives an immersion-specific limit - ESTIMATE. PUE 1.05 = upper end of the book''s 90-95 % delivered band (1 / 0.95, seed L2480; mlsysim LiquidCooled 1.06). WUE 0 = closed loop with dry coolers (mlsysim LiquidCooled 0.0).',
        'CS249r Vol.2 seed §2 summary (seed L2480); mlsysim Infrastructure.FacilityCooling LiquidCooled and racks (AI high density 100 kW)',
        'estimate', '2026');
