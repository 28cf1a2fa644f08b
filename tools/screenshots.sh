#!/usr/bin/env bash
# Saves screenshots of the main window (1366x768, real X server under Xvfb) into docs/screenshots/.
set -euo pipefail
build=${1:-build}
out=docs/screenshots
mkdir -p "$out"
shoot() { # name, extra args...
  local name=$1; shift
  xvfb-run -a -s "-screen 0 1366x768x24" "$build/app/shell/fleetplanner" --builtin-catalog --screenshot "$out/$name.png" "$@"
  echo "wrote $out/$name.png"
}
shoot_hd() { # name, extra args... (1920x1080)
  local name=$1; shift
  xvfb-run -a -s "-screen 0 1920x1080x24" "$build/app/shell/fleetplanner" --builtin-catalog --screenshot "$out/$name.png" \
    --size 1920x1080 "$@"
  echo "wrote $out/$name.png"
}
shoot main-window-roofline
shoot main-window-staircase --tab 1
shoot_hd main-window-staircase-1920x1080 --tab 1
shoot main-window-memory --tab 2
shoot main-window-training --tab 3
shoot_hd main-window-training-1920x1080 --tab 3
# A Mixture-of-Experts plan (issue 29): the step's all-to-all part in the stacked bar.
shoot main-window-training-moe --tab 3 resources/presets/deepseek-v3-h800.fleetplan
shoot_hd main-window-training-moe-1920x1080 --tab 3 resources/presets/deepseek-v3-h800.fleetplan
# Context parallelism (issue 30): Llama 3's 128K stage (TP 8, CP 16, PP 16) and its memory grid at CP 16.
shoot main-window-training-cp --tab 3 resources/presets/llama3-405b-longcontext.fleetplan
shoot_hd main-window-training-cp-1920x1080 --tab 3 resources/presets/llama3-405b-longcontext.fleetplan
shoot main-window-memory-cp --tab 2 resources/presets/llama3-405b-longcontext.fleetplan
shoot_hd main-window-memory-cp-1920x1080 --tab 2 resources/presets/llama3-405b-longcontext.fleetplan
shoot main-window-fabric --tab 4
shoot_hd main-window-fabric-1920x1080 --tab 4
# Both jobs' traffic on the fabric (issue 29 part 6; the mixed-cluster exercise, seed L2865): DeepSeek-V3's training
# all-to-all beside its serving fleet's, per accelerator by tier (page 1) and on the spine (page 2).
deepseek=resources/presets/deepseek-v3-h800.fleetplan
shoot main-window-fabric-traffic --tab 4 --page 1 "$deepseek"
shoot_hd main-window-fabric-traffic-1920x1080 --tab 4 --page 1 "$deepseek"
shoot main-window-fabric-spine --tab 4 --page 2 "$deepseek"
shoot_hd main-window-fabric-spine-1920x1080 --tab 4 --page 2 "$deepseek"
shoot main-window-fabric-traffic-zh --tab 4 --page 1 --lang zh_CN "$deepseek"
# A SuperPOD unit of GB200 NVL72 racks (issue 30): the FP4 roof with NVFP4 training on it, each rack against its
# cooling, the two-tier fabric with both crossovers labelled.
nvl72=resources/presets/gb200-nvl72-superpod.fleetplan
shoot main-window-roofline-nvl72 --tab 0 "$nvl72"
shoot_hd main-window-roofline-nvl72-1920x1080 --tab 0 "$nvl72"
shoot main-window-power-nvl72 --tab 5 "$nvl72"
shoot_hd main-window-power-nvl72-1920x1080 --tab 5 "$nvl72"
shoot main-window-fabric-nvl72 --tab 4 "$nvl72"
shoot_hd main-window-fabric-nvl72-1920x1080 --tab 4 "$nvl72"
shoot main-window-power --tab 5
# A power cap (issue 28 part 3): archetype A at 500 W per H100, the Power tab's cap trade-off (time and energy).
capped=$(mktemp --suffix=.fleetplan)
"$build/app/cli/fleetplanner-cli" --builtin-catalog save resources/presets/archetype-a-llm-training.fleetplan -o "$capped" \
  --set power.capWatts=500
shoot main-window-power-cap --tab 5 "$capped"
shoot_hd main-window-power-cap-1920x1080 --tab 5 "$capped"
shoot main-window-failure-rates --monte-carlo
shoot_hd main-window-failure-rates-1920x1080 --monte-carlo
shoot_hd main-window-tco-1920x1080 --tab 8
shoot main-window-carbon --tab 7
shoot main-window-tco --tab 8
shoot main-window-compare --compare-preset book-llama3-70b-serving
shoot_hd main-window-compare-1920x1080 --compare-preset book-llama3-70b-serving
shoot_hd main-window-roofline-1920x1080
shoot_hd main-window-power-1920x1080 --tab 5
# Serving tab (issue 14): MLPerf Llama 2 70B on 8 x H100 with a load and the Server targets, H200 overlaid at TP 2.
serving=(--tab 9 --compare-accelerator h200-sxm resources/presets/llama2-70b-mlperf-offline.fleetplan
         --set serving.requestsPerSecond=60 --set serving.ttftSeconds=2 --set serving.tpotSeconds=0.2)
shoot main-window-serving "${serving[@]}"
shoot_hd main-window-serving-1920x1080 "${serving[@]}"
shoot main-window-zh_CN-serving --lang zh_CN "${serving[@]}"
# Expert parallelism when serving (issue 29 part 4): DeepSeek-V3 as DeepSeek's EP 144 decode unit on H800.
shoot main-window-serving-ep --tab 9 resources/presets/deepseek-v3-h800.fleetplan
shoot_hd main-window-serving-ep-1920x1080 --tab 9 resources/presets/deepseek-v3-h800.fleetplan
# Disaggregated prefill and decode (issue 29 part 4): DeepSeek's EP 32 prefill unit beside its EP 144 decode unit.
split=(--tab 9 resources/presets/deepseek-v3-h800.fleetplan --set serving.disaggregated=true --set serving.prefillEp=32
       --set serving.prefillTp=1 --set serving.inputTokens=4096 --set serving.ttftSeconds=8)
# Banded (sliding-window) attention: GPT-OSS 120B at 8K-token prompts, half its layers keeping a 128-token window, its
# experts in MXFP4 as released (the table shows the experts a decode step touches).
window=(--tab 9 resources/presets/mixtral-8x7b-serving.fleetplan --set model.id=gpt-oss-120b --set serving.tp=2
        --set serving.inputTokens=8000 --set serving.outputTokens=1000 --set serving.expertPrecision=mxfp4)
shoot main-window-serving-window "${window[@]}"
shoot_hd main-window-serving-window-1920x1080 "${window[@]}"
shoot main-window-zh_CN-serving-window --lang zh_CN "${window[@]}"
# Attention data parallelism as TensorRT-LLM runs GPT-OSS on B200 (DEP2: each rank refills its own slots; W4A8 experts
# beside BF16 attention): the operating text's attention-groups line.
dep=(--tab 9 resources/presets/mixtral-8x7b-serving.fleetplan --set model.id=gpt-oss-120b --set fleet.accelerator=b200
     --set fleet.node=auto --set inference.precision=bf16 --set serving.kvPrecision=fp8 --set serving.expertPrecision=mxfp4
     --set serving.expertCompute=fp8 --set serving.windowKv=full --set serving.ep=2 --set serving.tp=1
     --set serving.inputTokens=8192 --set serving.outputTokens=1024 --set serving.requestsPerSecond=0
     --set serving.ttftSeconds=0 --set serving.tpotSeconds=0)
shoot main-window-serving-dep "${dep[@]}"
shoot_hd main-window-serving-dep-1920x1080 "${dep[@]}"
shoot main-window-zh_CN-serving-dep --lang zh_CN "${dep[@]}"
shoot main-window-serving-disaggregated "${split[@]}"
shoot_hd main-window-serving-disaggregated-1920x1080 "${split[@]}"
# Context parallelism when serving (issue 30 part 1): Meta's million-token Llama 3 405B, TP 8 x CP 16 on 16 nodes.
shoot main-window-serving-cp --tab 9 resources/presets/llama3-405b-cp-serving.fleetplan
shoot_hd main-window-serving-cp-1920x1080 --tab 9 resources/presets/llama3-405b-cp-serving.fleetplan
shoot main-window-search --search
shoot_hd main-window-search-1920x1080 --search
# The serving search (issue 31): a serving-only plan opens the Search tab on its Serving configurations page;
# 20 requests/s so that it ranks by the accelerators the load needs.
servingSearch=(--search --tab 11 resources/presets/book-llama3-70b-serving.fleetplan --set serving.requestsPerSecond=20)
shoot main-window-search-serving "${servingSearch[@]}"
shoot_hd main-window-search-serving-1920x1080 "${servingSearch[@]}"
shoot main-window-zh_CN-search-serving --lang zh_CN "${servingSearch[@]}"
# The serving search keeps a context-parallel plan's CP: every replica "TP n × CP 16" (issue 30), tokens/s per
# accelerator of a million-token replica to three significant digits.
cpSearch=(--search --tab 11 resources/presets/llama3-405b-cp-serving.fleetplan)
shoot main-window-search-serving-cp "${cpSearch[@]}"
shoot_hd main-window-search-serving-cp-1920x1080 "${cpSearch[@]}"
shoot main-window-zh_CN --lang zh_CN
shoot main-window-zh_CN-fabric --lang zh_CN --tab 4
shoot main-window-zh_CN-training --lang zh_CN --tab 3
shoot main-window-zh_CN-failure-rates --lang zh_CN --monte-carlo
shoot examples-browser --example memory_budget_exercise --step 4
shoot lecture-mode --lecture --example llama70b_h200 --step 2
shoot_hd lecture-mode-1920x1080 --lecture --example pfc_storm_probability --step 3
# Lecture mode at 1366 × 768 on the Training tab (issue 31): each chart keeps 380 px, the tab scrolls.
shoot lecture-mode-training --lecture --tab 3
# Catalog window (issue 13): the test adds a user accelerator and saves the window at both sizes and its row editor.
FLEET_SCREENSHOT_DIR="$out" QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" "$build/tests/tst_catalog_window" \
  aUserAcceleratorReachesThePlanTheBuilderAndUndoRemovesIt > /dev/null
echo "wrote $out/catalog-window-1366x768.png, catalog-window-1920x1080.png, catalog-row-editor.png"
