#!/usr/bin/env python3
"""A large user catalog for the robustness measurements (issue 31, robustness 9; docs/performance.md).

    bench/large_catalog_csv.py ROWS [--wide] > accelerators.csv
    fleetplanner-cli --user-catalog big.sqlite catalog import accelerators.csv
    fleetplanner-cli --user-catalog big.sqlite search --serving --preset book-llama3-70b-serving \\
        --vary fleet.accelerator=all

Writes ROWS accelerators (199,999 and the built-in 16 stay under the 200,000-row table limit): H100-like chips whose
peaks, HBM and power vary with the row, so that rankings are not ties. --wide fills every column and a note of
~120 characters (~270 bytes a row: 199,999 rows are 54 MB, under the 64 MB file limit).
"""
import sys

rows = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
wide = "--wide" in sys.argv
head = "id,name,vendor,year,bf16_tflops,fp16_tflops,fp8_tflops,hbm_gb,hbm_tb_per_s,tdp_w,price_usd,source,kind,as_of"
if wide:
    head += ",fp64_tflops,fp32_tflops,tf32_tflops,int8_tops,int4_tops,scale_up_gb_per_s,scale_up_direction," \
            "die_area_mm2,embodied_kg,mtbf_hours,notes"
print(head)
for i in range(rows):
    f = 1.0 + (i % 997) / 997.0
    line = (f"chip-{i:06d},Chip {i},Vendor {i % 7},{2018 + i % 9},{989 * f:.1f},{989 * f:.1f},{1979 * f:.1f},"
            f"{40 + (i % 5) * 40},{2.0 + (i % 13) * 0.4:.1f},{500 + (i % 11) * 50},{20000 + (i % 101) * 100},"
            f"generated for the robustness benchmark,estimate,2026")
    if wide:
        line += (f",{67 * f:.1f},{67 * f:.1f},{495 * f:.1f},{1979 * f:.0f},{3958 * f:.0f},900,bidirectional,814,150,"
                 f"50000,\"Generated row {i}: an H100-like chip, peaks scaled by {f:.4f}; HBM and power vary with the "
                 f"row, as does the year.\"")
    print(line)
