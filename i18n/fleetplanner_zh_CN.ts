<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>FieldLabels</name>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity (USD/kWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant ΔT (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WUE (L/kWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average power / TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power cap per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of node at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use rated node power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch MTBF (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval (0 = optimal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair time (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weibull shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market-based gCO2e/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility build (USD/W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installation share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription (:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comm. buffers per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency η</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator MTBF (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node MTBF (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run length (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud price (USD/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator &amp;&amp; node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site &amp;&amp; region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Economics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>unknown preset &apos;%1&apos;; available: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuantityFormat</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultLabels</name>
    <message>
        <source>Peak throughput (serving precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point (serving precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak throughput (training precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point (training precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode time per token (bandwidth floor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute time per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory-bound share of decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators to hold the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode time per token, tensor-parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attainable decode throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode utilization of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill arithmetic intensity (upper bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute (6·P·D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained cluster throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall-clock training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… after scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… after pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… after checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… after failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… after maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training state, unsharded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 master copy per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffers per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits in HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloaded optimizer per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload transfer per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α-β crossover (scale-out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α-β crossover (scale-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient shard per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP AllReduce (ring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP AllReduce (tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DP AllReduce (hierarchical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP AllReduce message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP AllReduce per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP AllReduce per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stage transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute share of a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amdahl bound on speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: message over HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: scale-up bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: message over scale-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: host link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: message over host link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: scale-out bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: message over scale-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: storage bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase: message from storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up / scale-out cliff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts on the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology capacity (hosts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tiers used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf ports down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf ports up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription (built)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… host–leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… leaf–spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… spine–core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… copper (in rack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… optical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch ports in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisection if non-blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average switch hops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst switch hops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average switching latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst switching latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC storm risk per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-rack switches per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All node overheads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric share of IT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility energy per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power saved by the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance under the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More accelerators in the same budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data movement per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement / arithmetic energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack limit of the cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air cooling suffices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock kept under the cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat flux per die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat removed by liquid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow, hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant flow per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant distribution units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site water per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator failure rate (FIT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures during the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run without any failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daly interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (first-order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time with failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job availability with spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares for 99 % availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleanest-to-dirtiest grid spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT energy of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility energy of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operational CO2e of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy productivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied: accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied: hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied: nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied: network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied: whole fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of service life used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied CO2e of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total CO2e of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site water of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid water of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex: compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex: fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex: facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex: installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load when idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per accelerator-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning is cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per delivered PFLOP/s-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM in the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth staircase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>formatVersion %1 is not a FleetPlanner format (the first is 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: wrong type; expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a .fleetplan file must hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatVersion is missing or not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatVersion %1 is newer than this FleetPlanner reads (%2); update FleetPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown or malformed section &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 MB; a plan is a few KB, so this is not a .fleetplan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetFieldCommand</name>
    <message>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Decode is %1 memory-bound: HBM bandwidth, not FLOP/s, sets the token latency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training job needs %1 per GPU but HBM holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 racks exceed engineered air cooling: they need liquid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric is oversubscribed %1:1: traffic crossing the spine runs %1× slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication takes %1 of each training step (no overlap assumed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures and checkpoints leave a goodput of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::app::FileController</name>
    <message>
        <source>FleetPlanner plans (*.fleetplan);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New plan from preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan was saved with another catalog (%1…); its results are recomputed with the current one (%2…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan opened with notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save plan as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::app::MainWindow</name>
    <message>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline model: peaks, ridge points and workloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth staircase: HBM → scale-up → PCIe → scale-out → storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training memory per GPU and which layouts fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out fabric: bill of materials, bisection, α-β model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power chain and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure rates, checkpointing, goodput and Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operational and embodied carbon, water, regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership, build vs buy, sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan against a snapshot, a preset or a saved plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New from preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About FleetPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About FleetPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;FleetPlanner %1&lt;/b&gt;&lt;p&gt;Plan machine-learning fleets: compute, memory, network, power, reliability, carbon and cost. Models follow &lt;i&gt;Machine Learning Systems&lt;/i&gt; Vol. 2 (Harvard CS249r).&lt;/p&gt;&lt;p&gt;Catalog %2, content hash %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System (%1)</source>
        <extracomment>Language choice: follow the operating system&apos;s language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time FleetPlanner starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::app::ResultsTableModel</name>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::model</name>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) cost (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) cost (catalog), scaled × %3/%4 ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) cost per transceiver (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 HBM bandwidth (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 HBM capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 HBM capacity (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TDP (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bandwidth per direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bandwidth per direction (fleet.scaleOutLink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes per parameter (inference.precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dense %2 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dense %2 peak (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 die area (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 embodied carbon per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grid intensity (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grid intensity (catalog, location-based)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 latency per traversal (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 master copy bytes per parameter (training.masterWeights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port_w (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 price (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rack limit (catalog, fleet.cooling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rated maximum input (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share of heat removed by liquid at the server (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 thermal design power (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator (catalog id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator-to-host link (catalog id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average accelerator draw as a fraction of TDP (DVFS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average utilization of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval (%1 = Young–Daly optimum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointing overhead (fraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud rental price per accelerator-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication buffers per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coolant temperature rise across the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling type (catalog id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-hall construction cost per W of IT capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode batch size (sequences per step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detection and restart time after a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTIMATE: %1 has no port_w; the seed&apos;s %2 W per %3 port scaled to %4 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTIMATE: seed $%1 per %2 pluggable (L2625) scaled to %3 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESTIMATE: seed $%1-%2 per radix-%3 switch (L2811), midpoint $%4 scaled by k/%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs per rank per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric switch MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure and restart overhead (fraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid region (catalog id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM (%1) bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM (%1) latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM energy per bit (seed energy section)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM price, midpoint of the seed&apos;s $%1-%2/GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware maintenance per year, share of hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dimension of the served model (KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat one coolant distribution unit (CDU) removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT energy of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load at peak (power.it_w): the capacity to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT load while idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installation and commissioning, share of hardware capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads (inference.kvHeads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep an %1 master copy of the weights (%2 bytes per parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key/value heads of the served model (KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers of the served model (KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local storage (per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local storage (per node) bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local storage (per node) latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local storage bandwidth per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance overhead (fraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market-based emission factor (%1 = the region&apos;s location-based grid intensity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size moved across the bandwidth staircase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size (sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batches per data-parallel replica per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilization (sustained / peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parameters P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node (catalog id, or auto: the catalog node matching the accelerator and count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node MTBF, excluding its accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription ratio (down : up), %1 = non-blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-accelerator power cap (%1 = uncapped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble overhead (fraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness, facility power / IT power (seed Eq. %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of a node at peak (CPUs, NICs, switches, fans, conversion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out fabric topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out link between nodes (catalog id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up link inside a node (catalog id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency (communication and synchronization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Served model parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service life / depreciation period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site water use effectiveness (litres per kWh of IT energy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare nodes kept ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch radix (ports per switch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to repair or replace a failed node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to write one checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the catalog node&apos;s rated maximum input power instead of TDP + overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weibull shape of failures in the Monte Carlo (%1 = exponential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight and compute precision when serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the optimizer state lives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Young–Daly √(%1δ·MTBF_sys), for comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage (%1 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a catalog id from `catalog list accelerators`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a catalog id from `catalog list cooling`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a catalog id from `catalog list links`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a catalog id from `catalog list nodes` or auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a catalog id from `catalog list regions`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 B/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 L/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 USD/W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 USD/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 USD/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 USD/year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 gCO2e/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator MTBF (reliability.acceleratorMtbfHours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator torus ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator-hours of the run (training.accelerator_hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators (acceleratorsPerNode × nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators (fleet.acceleratorsPerNode × fleet.nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators per node (fleet.acceleratorsPerNode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators, one scale-out port each (acceleratorsPerNode × nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active nodes (fleet.nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arithmetic per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arithmetic time per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attainable throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average IT load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average IT load (power.average_it_w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average IT load while utilized (power.average_it_w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average accelerator draw (power.average_accelerator_w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average draw / TDP under DVFS (power.averageFraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average facility draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average utilization (economics.utilization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b · s · h · %1 B activation tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bisection bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes per value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capital cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carbon.embodied_kg: needs training.wall_s to allocate the fleet&apos;s embodied carbon, not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carbon.energy_j: needs training.wall_s, not computed; the run&apos;s energy, emissions and water are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint interval (Young–Daly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint interval (reliability.checkpointIntervalSeconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint overhead (training.checkpointOverhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint write time (reliability.checkpointWriteSeconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint writing per useful second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud price per accelerator-hour (economics.cloudUsdPerAcceleratorHour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud total at u = %1 (p_cloud · N · Y · %2 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context length (inference.contextLen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coolant temperature rise (facility.coolantDeltaT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost per copper cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily probability a transceiver degrades and triggers PFC pauses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data movement per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-hall construction per W of IT capacity (economics.facilityUsdPerWatt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel ranks (training.dp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-parallel ranks per node (accelerators per node / TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode (batch %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode batch (inference.batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode tokens per second of one accelerator (inference.tokens_per_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense %1 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detection and restart time per failure (reliability.restartSeconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices holding the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dragonfly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electricity price (facility.electricityUsdPerKWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embodied carbon of the whole fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embodied carbon per switch (ESTIMATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embodied carbon per transceiver (ESTIMATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embodied emissions allocated to the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy per %1 multiply-accumulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engineered-air rack limit (catalog cooling %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed communication per step (DP ring + TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric power: switches and optics (fabric.power_w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric switch power (fabric.switch_power_w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric switches (fabric.switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric.switchRadix: a %1-tier fat-tree of radix-%2 switches at %3:%4 holds at most %5 accelerators; the fleet has %6 (raise fabric.switchRadix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric.tiers: a %1-tier fat-tree of radix-%2 switches at %3:%4 holds at most %5 accelerators; the fleet has %6 (raise fabric.tiers or fabric.switchRadix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility build cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility energy of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facility energy per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure overhead (training.failureOverhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fat-tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.accelerator: unknown accelerators id %1; expected a catalog id from `catalog list accelerators`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.cooling: a %1 kW rack exceeds the %2 kW that %3 (%4) removes, so its accelerators would throttle to %5 % of their peak power; cooling %6 (%7, up to %8 kW per rack) would suffice, or lower fleet.nodesPerRack to %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.cooling: a %1 kW rack exceeds the %2 kW that %3 (%4) removes, so its accelerators would throttle to %5 % of their peak power; no cooling type in the catalog removes %6 kW per rack, or lower fleet.nodesPerRack to %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.cooling: unknown cooling id %1; expected a catalog id from `catalog list cooling`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.hostLink: unknown links id %1; expected a catalog id from `catalog list links`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.node: %1 holds %2 but the fleet&apos;s accelerator is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.node: unknown nodes id %1; expected a catalog id from `catalog list nodes` or auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.nodesPerRack: %1 nodes of %2 (%3) need %4, more than a %5 rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.region: unknown regions id %1; expected a catalog id from `catalog list regions`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.scaleOutLink: unknown links id %1; expected a catalog id from `catalog list links`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet.scaleUpLink: unknown links id %1; expected a catalog id from `catalog list links`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global links per router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput (renewal model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient shard per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware: compute + fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head dimension (inference.headDim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat carried by liquid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat one CDU removes (facility.cduCapacityWatts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host of one node without its accelerators (ESTIMATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host share per accelerator slot (ESTIMATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosts per router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host–first-switch links (torus: all links)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host–switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle accelerator draw / TDP (ESTIMATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-rack links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-rack switch power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference.precision: %1 has no dense %2 path; choose another precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>installation and commissioning share (economics.installationFraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers (inference.layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf host-facing ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf oversubscription down:up (fabric.oversubscription)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf spine-facing ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf switches / all switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link-bandwidths crossing the bisection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>location-based grid intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maintenance overhead (training.maintenanceOverhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maintenance share of hardware per year (economics.maintenanceFraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market-based factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market-based factor (facility.marketGCo2ePerKWh, %1 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean traversals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message (analysis.messageBytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model FLOPs utilization (training.mfu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node MTBF without its accelerators (reliability.nodeMtbfHours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node failure rate %1/MTBF_node + g/MTBF_acc (g = fleet.acceleratorsPerNode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes (fleet.nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes per rack (fleet.nodesPerRack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes per rail (fleet.nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-accelerator power per node (power.nodeOverheadWatts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-blocking bisection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloaded bytes per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one TP AllReduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one accelerator at peak, after the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one accelerator on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one full rack at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node capped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node uncapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node&apos;s non-accelerator power at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1, %2, %3, %4, %5, %6, %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of fat-tree, rail-optimized, dragonfly, torus3d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of none, host, nvme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating cost per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operational emissions of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations staff (economics.staffUsdPerYear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optical links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned cost added by full utilization (busy − idle electricity over Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned cost per accelerator-hour (tco.usd_per_accelerator_hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned total at u = %1 (capex + Y · (maintenance + staff + idle electricity))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned total over the service life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters (inference.params)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters (training.params)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-GPU total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-accelerator power cap (power.capWatts, %1 = none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-direction bandwidth of the offload path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline bubble (training.pipelineBubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pluggable transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pluggable transceivers (fabric.transceivers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power usage effectiveness (facility.pue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power.capWatts: a %1 W cap is not below the %2 TDP of %3 W and has no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefill (%1 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail-optimized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rails = accelerators per node (fleet.acceleratorsPerNode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>realised leaf oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reliability.checkpointIntervalSeconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reliability.checkpointIntervalSeconds: a checkpoint segment plus restart (%1 s) is more than half the system MTBF (%2 s): expect long, variable runs; run the Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reliability.repairHours: even %1 spare nodes keep the job running less than %2 % of the time; repair faster or make nodes more reliable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reliability.restartSeconds: a checkpoint segment plus restart (%1 s) is more than half the system MTBF (%2 s): expect long, variable runs; run the Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reliability.spares: the spare-pool chain is not solved above %1 nodes (%2 here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repair rate %1 / reliability.repairHours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart per useful second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring AllReduce bytes sent per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routers per group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run length (reliability.runHours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaling efficiency (training.scalingEfficiency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second-level links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences per decode step (inference.batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>served parameters (inference.params)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service life (economics.years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of the service life the run uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site water use effectiveness (facility.wueLPerKWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare nodes (reliability.spares)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>specific heat of water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained cluster throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained cluster throughput (training.cluster_flops_per_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch (or port) power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch MTBF (reliability.switchMtbfHours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch ports in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch radix (fabric.switchRadix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch tiers (fabric.tiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches and optics (fabric.cost_usd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch–switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tco.breakeven_utilization: at $%1/accelerator-hour renting costs less than the owned fleet&apos;s utilization-dependent cost alone; there is no break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tco.breakeven_utilization: owning would need %1 % utilization to match $%2/accelerator-hour; renting is cheaper at any utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tco.capex_usd: neither the node (Generic %1×%2 node) nor the accelerator (%3) has a catalog price; no TCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tco.usd_per_effective_pflop_hour: needs training.cluster_flops_per_s, not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tco.usd_per_training_run: needs training.accelerator_hours, not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor-parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor-parallel ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rack&apos;s accelerators at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed&apos;s latency per switch traversal (L2825)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the training job needs %1 GB per GPU but %2 has %3 GB of HBM: raise TP, PP or the ZeRO stage, turn on activation checkpointing, or offload the optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third-level links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tier-%1 switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens (training.tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per micro-batch (training.microBatch × training.seqLen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torus3d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total training FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training (%1 tokens/micro-batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training time without checkpoint and failure overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training wall-clock time (training.wall_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training-precision peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training.bufferBytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training.optimizerOffload (%1 none, %2 host, %3 nvme)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training.precision: %1 has no dense %2 path; choose another precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training.tp = %1 crosses the node boundary (%2 accelerators per node): tensor-parallel all-reduces would leave the scale-up link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training.tp × training.pp × training.dp = %1 but the fleet has %2 accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>useful training FLOPs (training.total_flops = 6PD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall-clock time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight-streaming time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work lost per useful second (half an interval per failure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst traversals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::AlphaBetaChartView</name>
    <message>
        <source>α-β model: transfer time vs message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer time (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n* = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::CarbonView</name>
    <message>
        <source>Carbon &amp; water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO2e of the training run: %1 t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t CO2e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embodied (allocated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same run on other grids (%1 of %2 regions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operational t CO2e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan&apos;s region</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::CompareView</name>
    <message>
        <source>Only what differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a copy of the plan as it is now; later edits are compared with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with a saved .fleetplan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with a preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a baseline: a snapshot of this plan, a preset or a saved plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetPlanner plans (*.fleetplan);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headline numbers against the baseline (red: higher, green: lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change (%, clipped at ±200)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: %n result(s) shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::DerivationPanel</name>
    <message>
        <source>Click a result to see its derivation: formula, inputs with units, and the textbook section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::FabricView</name>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::FleetBuilderPanel</name>
    <message>
        <source>Accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (match the accelerator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in catalog)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::HistogramChartView</name>
    <message>
        <source>Trials</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::IssuesPanel</name>
    <message>
        <source>No issues: every input is valid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::MemoryChartView</name>
    <message>
        <source>Training memory per GPU by ZeRO stage — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::MemoryView</name>
    <message>
        <source>&lt;b&gt;Which layouts fit?&lt;/b&gt; GB per GPU at ZeRO %1 for TP (rows) × PP (columns), DP = %2 / (TP·PP). Green fits in %3 GB of HBM; the plan&apos;s layout is in [brackets].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3: %4 GB per GPU — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::PowerChainChartView</name>
    <message>
        <source>Facility: %1 MW peak, %2 MW average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (MW)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::PowerView</name>
    <message>
        <source>Power &amp; cooling</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::RackDensityChartView</name>
    <message>
        <source>Rack density: %1 kW per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per rack (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 kW%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::ReliabilityView</name>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run Monte Carlo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate the training run many times with random failures, checkpoints and restarts (reliability.monteCarloTrials trials, all cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo of the training run: press Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan changed: run the Monte Carlo again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole-cluster availability vs fleet size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All nodes up (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan: %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goodput at system MTBF %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput vs checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval (min, log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>τ = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Simulating %n run(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock time of %n simulated run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Wall-clock time (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analytic %1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo mean %1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trials in %2 s on %3 threads. Wall time p5 / p50 / p95: %4 / %5 / %6 h. Goodput %7 ± %8 %. Interruptions: mean %9, p95 %10.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::ResultsTable</name>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::RooflineChartView</name>
    <message>
        <source>Roofline — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline — %1 vs %2 (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attainable throughput (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ridge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::RooflineView</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a second accelerator&apos;s roofs (dashed) for comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::StaircaseChartView</name>
    <message>
        <source>HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host (PCIe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth staircase (per direction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency (α)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::StaircaseView</name>
    <message>
        <source>Message moved across every tier (analysis.messageBytes), in bytes; 1e10 = 10 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth / direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cliff to next tier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::SummaryPanel</name>
    <message>
        <source>&lt;b&gt;Binding constraints&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click for the derivation of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: nothing in this plan is out of bounds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::TcoView</name>
    <message>
        <source>Cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost model: the catalog has no price for this plan&apos;s hardware (see Issues)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per year: $%1 M total over %2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ M per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent at $%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan at %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build vs buy over %1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost ($ M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity of total cost to ±20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ total cost ($ M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input +20 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleet::views::WorkloadTable</name>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attainable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory (ridge %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute (ridge %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan machine-learning fleets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the built-in catalog only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the main window and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the centre tab with this index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot: run the Monte Carlo first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Compare tab against this preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-interface language: zh_CN or en (default: the preference, else the system language).</source>
        <extracomment>Do not translate &quot;zh_CN&quot; and &quot;en&quot;: they are the values of the option.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .fleetplan file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos;; use zh_CN or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetPlanner cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
