<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CatalogColumns</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>纵向扩展</translation>
    </message>
    <message>
        <source>Scale-up counted</source>
        <translation>纵向扩展带宽口径</translation>
    </message>
    <message>
        <source>Die area</source>
        <translation>晶粒面积</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Embodied</source>
        <translation>隐含碳排放</translation>
    </message>
    <message>
        <source>MTBF</source>
        <translation>MTBF</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Per direction</source>
        <translation>单向带宽</translation>
    </message>
    <message>
        <source>Latency α</source>
        <translation>延迟 α</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Port power</source>
        <translation>端口功耗</translation>
    </message>
    <message>
        <source>Port cost</source>
        <translation>端口成本</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器型号</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 插槽数</translation>
    </message>
    <message>
        <source>Host DRAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>NVSwitches</source>
        <translation>NVSwitch 数</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡数</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>Scale-out link</source>
        <translation>横向扩展链路</translation>
    </message>
    <message>
        <source>Rated power</source>
        <translation>额定功率</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>非加速器功耗</translation>
    </message>
    <message>
        <source>Average per accelerator</source>
        <translation>每加速器平均功耗</translation>
    </message>
    <message>
        <source>Radix</source>
        <translation>基数</translation>
    </message>
    <message>
        <source>Port speed</source>
        <translation>端口速率</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>传输距离</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Rack limit</source>
        <translation>机架上限</translation>
    </message>
    <message>
        <source>Default PUE</source>
        <translation>默认 PUE</translation>
    </message>
    <message>
        <source>WUE</source>
        <translation>WUE</translation>
    </message>
    <message>
        <source>Liquid share</source>
        <translation>液冷占比</translation>
    </message>
    <message>
        <source>Grid intensity</source>
        <translation>电网碳强度</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>用水强度</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>MLP 隐藏维度</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>附注</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>电网区域</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Calibrations</source>
        <translation>校准值</translation>
    </message>
    <message>
        <source>Serving calibration</source>
        <translation>推理服务校准值</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>注意力头维度</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力类型</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP 类型</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享输入输出嵌入</translation>
    </message>
    <message>
        <source>QKV bias</source>
        <translation>QKV 偏置</translation>
    </message>
    <message>
        <source>MLP bias</source>
        <translation>MLP 偏置</translation>
    </message>
    <message>
        <source>QK norm</source>
        <translation>QK 归一化</translation>
    </message>
    <message>
        <source>Q rank (MLA)</source>
        <translation>Q 压缩秩（MLA）</translation>
    </message>
    <message>
        <source>KV rank (MLA)</source>
        <translation>KV 压缩秩（MLA）</translation>
    </message>
    <message>
        <source>Rotary head size (MLA)</source>
        <translation>旋转位置编码头维度（MLA）</translation>
    </message>
    <message>
        <source>Non-rotary head size (MLA)</source>
        <translation>非旋转头维度（MLA）</translation>
    </message>
    <message>
        <source>Value head size (MLA)</source>
        <translation>值头维度（MLA）</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每个 Token 激活的专家数</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <translation>专家 MLP 隐藏维度</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <source>Nodes per token (routing limit)</source>
        <translation>每 Token 节点数（路由上限）</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Multi-token-prediction modules</source>
        <translation>多 Token 预测模块</translation>
    </message>
    <message>
        <source>Sliding window (tokens)</source>
        <translation>滑动窗口（token）</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
</context>
<context>
    <name>CatalogStartup</name>
    <message>
        <source>%1

Start with the built-in catalog only? Your user catalog is left as it is.</source>
        <translation>%1

只用内置目录启动吗？你的自定义目录保持原样。</translation>
    </message>
    <message>
        <source>User catalog not used</source>
        <translation>未使用自定义目录</translation>
    </message>
    <message>
        <source>Use the built-in catalog</source>
        <translation>使用内置目录</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Catalog rows skipped</source>
        <translation>已跳过目录行</translation>
    </message>
    <message>
        <source>Catalog rows that break the catalog&apos;s rules were skipped; the other rows are used.</source>
        <translation>不符合目录规则的行已被跳过；其余各行照常使用。</translation>
    </message>
</context>
<context>
    <name>CatalogUsage</name>
    <message>
        <source>%1 (%2 = auto, resolves to this node)</source>
        <translation>%1（%2 = auto，解析为此节点）</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Chart exported by FleetPlanner</source>
        <translation>由 FleetPlanner 导出的图表</translation>
    </message>
    <message>
        <source>Cannot save a chart as &apos;.%1&apos;: use .png or .svg</source>
        <translation>无法将图表保存为“.%1”：请使用 .png 或 .svg</translation>
    </message>
    <message>
        <source>Cannot encode the chart as PNG</source>
        <translation>无法将图表编码为 PNG</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>将图表保存为 PNG…</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>将图表保存为 PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>将图表保存为 SVG…</translation>
    </message>
    <message>
        <source>Save chart as SVG</source>
        <translation>将图表保存为 SVG</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
</context>
<context>
    <name>FabricTrafficCharts</name>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>CP ring</source>
        <translation>CP 环</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>EP all-to-all</source>
        <translation>EP AllToAll</translation>
    </message>
    <message>
        <source>KV hand-off</source>
        <translation>KV 传递</translation>
    </message>
    <message>
        <source>Bytes each accelerator sends per second, by job and parallel group (fabric.traffic_*): over the scale-up link (NVLink), through its NIC to accelerators under the same leaf switch, and across the spine to other leaves.
Training: the step&apos;s bytes over the step time, a mean (the collectives run in bursts at the link&apos;s rate). Serving: the fleet at its load, or at its capacity without one.</source>
        <translation>每个加速器每秒发送的字节数，按作业与并行组划分（fabric.traffic_*）：经纵向扩展链路（NVLink）、经网卡（NIC）发往同一叶交换机下的加速器、以及跨越脊层发往其他叶交换机。
训练：一步的字节数除以步时间，为平均值（集合通信以链路速率突发进行）。推理：集群在其负载下，无负载时在其容量下。</translation>
    </message>
    <message>
        <source>Traffic: no stepped training job and no sized serving fleet (see Issues)</source>
        <translation>流量：没有可计算步时间的训练作业，也没有已定规模的推理集群（见问题）</translation>
    </message>
    <message>
        <source>GB/s per accelerator</source>
        <translation>GB/s（每加速器）</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NIC, same leaf</source>
        <translation>网卡，同一叶</translation>
    </message>
    <message>
        <source>NIC, over spine</source>
        <translation>网卡，跨脊层</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a bar of the Fabric tab&apos;s traffic chart: %1 the job, %2 its parallel group (TP, DP, EP all-to-all...)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Traffic per accelerator (mean)</source>
        <translation>每加速器流量（平均）</translation>
    </message>
    <message>
        <source>GB/s sent (NIC: %1 GB/s)</source>
        <extracomment>%1 the scale-out link&apos;s rate per direction, GB/s</extracomment>
        <translation>发送 GB/s（网卡：%1 GB/s）</translation>
    </message>
    <message>
        <source>Both jobs on one fabric, as the book&apos;s mixed-cluster exercise asks (seed §3, L2865): the bytes per second the training job and the serving fleet send between leaves (fabric.traffic_*_spine_demand_bytes_per_s), against what the tier above the leaves carries (fabric.spine_capacity_bytes_per_s: twice the bisection).
Means over time: bursts reach the capacity well below a load of 1.</source>
        <translation>两项作业共用一个网络结构，如教材混合集群练习所问（§3，L2865）：训练作业与推理集群每秒在叶交换机之间发送的字节数（fabric.traffic_*_spine_demand_bytes_per_s），对比叶之上一层可承载的带宽（fabric.spine_capacity_bytes_per_s：二分带宽的两倍）。
均为时间平均：突发流量在负载远低于 1 时即可达到容量。</translation>
    </message>
    <message>
        <source>Spine: no traffic</source>
        <translation>脊层：无流量</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Spine: demand %1 % of capacity</source>
        <extracomment>%1 the percentage of the spine&apos;s capacity both jobs&apos; demand takes</extracomment>
        <translation>脊层：需求为容量的 %1 %</translation>
    </message>
    <message>
        <source>TB/s (mean)</source>
        <translation>TB/s（平均）</translation>
    </message>
    <message>
        <source>Serving fleet</source>
        <translation>推理集群</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练作业</translation>
    </message>
    <message>
        <source>No spine: one switch tier, or a torus</source>
        <translation>无脊层：单层交换机或环面</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>每节点加速器数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>每机架节点数</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>Scale-out link</source>
        <translation>横向扩展链路</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Grid region</source>
        <translation>电网区域</translation>
    </message>
    <message>
        <source>Host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <source>Storage per node</source>
        <translation>每节点存储带宽</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity (USD/kWh)</source>
        <translation>电价（美元/千瓦时）</translation>
    </message>
    <message>
        <source>Coolant ΔT (K)</source>
        <translation>冷却液温差 ΔT（K）</translation>
    </message>
    <message>
        <source>WUE (L/kWh)</source>
        <translation>WUE（L/kWh）</translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation>CDU 容量</translation>
    </message>
    <message>
        <source>Average power / TDP</source>
        <translation>平均功耗 / TDP</translation>
    </message>
    <message>
        <source>Power cap per accelerator</source>
        <translation>每加速器功耗上限</translation>
    </message>
    <message>
        <source>Rest of node at peak</source>
        <translation>节点其余部分峰值功耗</translation>
    </message>
    <message>
        <source>Use rated node power</source>
        <translation>使用节点额定功率</translation>
    </message>
    <message>
        <source>Switch MTBF (h)</source>
        <translation>交换机 MTBF（h）</translation>
    </message>
    <message>
        <source>Checkpoint interval (0 = optimal)</source>
        <translation>检查点间隔（0 = 最优）</translation>
    </message>
    <message>
        <source>Spare nodes</source>
        <translation>备用节点</translation>
    </message>
    <message>
        <source>Repair time (h)</source>
        <translation>修复时间（h）</translation>
    </message>
    <message>
        <source>Weibull shape</source>
        <translation>Weibull 形状参数</translation>
    </message>
    <message>
        <source>Monte Carlo trials</source>
        <translation>蒙特卡洛模拟次数</translation>
    </message>
    <message>
        <source>Market-based gCO2e/kWh</source>
        <translation>市场法 gCO2e/kWh</translation>
    </message>
    <message>
        <source>Facility build (USD/W)</source>
        <translation>设施建设（美元/W）</translation>
    </message>
    <message>
        <source>Installation share</source>
        <translation>安装占比</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>每年维护</translation>
    </message>
    <message>
        <source>Staff per year</source>
        <translation>每年人员</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>交换机基数</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>网络层数</translation>
    </message>
    <message>
        <source>Oversubscription (:1)</source>
        <translation>收敛比（:1）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行度（TP）</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行度（PP）</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>数据并行度（DP）</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <source>Optimizer offload</source>
        <translation>优化器卸载</translation>
    </message>
    <message>
        <source>Comm. buffers per GPU</source>
        <translation>每 GPU 通信缓冲区</translation>
    </message>
    <message>
        <source>Scaling efficiency η</source>
        <translation>扩展效率 η</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Checkpoint overhead</source>
        <translation>检查点开销</translation>
    </message>
    <message>
        <source>Failure overhead</source>
        <translation>故障开销</translation>
    </message>
    <message>
        <source>Maintenance overhead</source>
        <translation>维护开销</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Staircase message</source>
        <translation>带宽阶梯消息大小</translation>
    </message>
    <message>
        <source>Accelerator MTBF (h)</source>
        <translation>加速器 MTBF（h）</translation>
    </message>
    <message>
        <source>Node MTBF (h)</source>
        <translation>节点 MTBF（h）</translation>
    </message>
    <message>
        <source>Checkpoint write (s)</source>
        <translation>检查点写入时间（s）</translation>
    </message>
    <message>
        <source>Restart (s)</source>
        <translation>重启时间（s）</translation>
    </message>
    <message>
        <source>Run length (h)</source>
        <translation>运行时长（h）</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Cloud price (USD/h)</source>
        <translation>云租赁单价（美元/小时）</translation>
    </message>
    <message>
        <source>Accelerator &amp;&amp; node</source>
        <translation>加速器与节点</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练作业</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>Site &amp;&amp; region</source>
        <translation>站点与区域</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Economics</source>
        <translation>经济性</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词 Token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 Token 数</translation>
    </message>
    <message>
        <source>Serving TP (0 = auto)</source>
        <translation>服务张量并行（0 = 自动）</translation>
    </message>
    <message>
        <source>Serving batch (0 = auto)</source>
        <translation>服务批次大小（0 = 自动）</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Load (requests/s)</source>
        <translation>负载（请求/秒）</translation>
    </message>
    <message>
        <source>TTFT target p99 (s)</source>
        <translation>首 Token 延迟目标 P99（秒）</translation>
    </message>
    <message>
        <source>TPOT target p99 (s)</source>
        <translation>每输出 Token 延迟目标 P99（秒）</translation>
    </message>
    <message>
        <source>Activation recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Time model</source>
        <translation>训练时间模型</translation>
    </message>
    <message>
        <source>Interleaved stages</source>
        <translation>虚拟流水线阶段（交错）</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>MLP hidden size</source>
        <translation>MLP 隐藏维度</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Global batch (seq.)</source>
        <translation>全局批次（序列数）</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU)</source>
        <translation>门控 MLP（SwiGLU）</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>融合注意力（FlashAttention）</translation>
    </message>
    <message>
        <source>Overlap DP gradients</source>
        <translation>重叠数据并行梯度通信</translation>
    </message>
    <message>
        <source>Overlap TP comm.</source>
        <translation>重叠张量并行通信</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享输入输出嵌入</translation>
    </message>
    <message>
        <source>Q/K/V biases</source>
        <translation>Q/K/V 偏置</translation>
    </message>
    <message>
        <source>MLP biases</source>
        <translation>MLP 偏置</translation>
    </message>
    <message>
        <source>Q/K normalization</source>
        <translation>Q/K 归一化</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力类型</translation>
    </message>
    <message>
        <source>MLA query rank</source>
        <translation>MLA 查询压缩秩</translation>
    </message>
    <message>
        <source>MLA KV rank</source>
        <translation>MLA 键值秩</translation>
    </message>
    <message>
        <source>MLA RoPE dim.</source>
        <translation>MLA RoPE 维度</translation>
    </message>
    <message>
        <source>MLA non-RoPE dim.</source>
        <translation>MLA 非 RoPE 维度</translation>
    </message>
    <message>
        <source>MLA value dim.</source>
        <translation>MLA 值维度</translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每个 Token 激活的专家数</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Expert MLP width</source>
        <translation>专家 MLP 宽度</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <source>Served model</source>
        <translation>服务模型</translation>
    </message>
    <message>
        <source>Nodes per token</source>
        <translation>每 Token 节点数</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>专家并行（EP）</translation>
    </message>
    <message>
        <source>Expert imbalance</source>
        <translation>专家负载不均</translation>
    </message>
    <message>
        <source>MoE dispatcher</source>
        <translation>MoE 分发器</translation>
    </message>
    <message>
        <source>Overlap all-to-all</source>
        <translation>重叠 AllToAll</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>上下文并行（CP）</translation>
    </message>
    <message>
        <source>Recomputed layers</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <source>ZeRO-3 runtime</source>
        <translation>ZeRO-3 运行时</translation>
    </message>
    <message>
        <source>Train a model</source>
        <translation>训练模型</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>Roofline decode batch</source>
        <translation>Roofline 解码批次</translation>
    </message>
    <message>
        <source>Roofline decode context</source>
        <translation>Roofline 解码上下文</translation>
    </message>
    <message>
        <source>Serving EP (MoE)</source>
        <translation>推理专家并行度（MoE）</translation>
    </message>
    <message>
        <source>Disaggregated prefill</source>
        <translation>预填充与解码分离</translation>
    </message>
    <message>
        <source>Prefill TP (0 = auto)</source>
        <translation>预填充 TP（0 = 自动）</translation>
    </message>
    <message>
        <source>Prefill EP (MoE)</source>
        <translation>预填充 EP（MoE）</translation>
    </message>
    <message>
        <source>Prefill tokens per step</source>
        <translation>预填充每步 Token 数</translation>
    </message>
    <message>
        <source>Serving CP</source>
        <translation>推理服务 CP</translation>
    </message>
    <message>
        <source>Prefix-cache hit rate</source>
        <translation>前缀缓存命中率</translation>
    </message>
    <message>
        <source>MTP modules</source>
        <translation>MTP 模块</translation>
    </message>
    <message>
        <source>Attention window</source>
        <translation>注意力窗口</translation>
    </message>
    <message>
        <source>Window layers</source>
        <translation>窗口层数</translation>
    </message>
    <message>
        <source>Expert precision</source>
        <translation>专家权重精度</translation>
    </message>
    <message>
        <source>Window-layer KV cache</source>
        <translation>窗口层 KV 缓存</translation>
    </message>
    <message>
        <source>Expert GEMM precision</source>
        <translation>专家 GEMM 计算精度</translation>
    </message>
    <message>
        <source>Prompts across EP ranks</source>
        <translation>提示词在 EP rank 间的分配</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>管道（FIFO）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
    <message>
        <source>%1 is read-only; it was not overwritten (make it writable, or save under another name)</source>
        <translation>%1 是只读文件，未被覆盖（请将其改为可写，或另存为其他名称）</translation>
    </message>
    <message>
        <source>%1 has more than one name (%2 hard links): the saved file replaces this name only, the other names keep the old content</source>
        <extracomment>%1 a file; %2 how many names (hard links) the file has, 2 or more</extracomment>
        <translation>%1 有多个名称（%2 个硬链接）：保存的文件只替换这个名称，其他名称保留旧内容</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to a missing file; it was not replaced</source>
        <translation>%1 是指向不存在文件的符号链接，未被替换</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file; FleetPlanner writes only regular files</source>
        <extracomment>%1 a path, %2 what it is: a folder, a device, a pipe (FIFO), a socket</extracomment>
        <translation>%1 是%2，不是普通文件；FleetPlanner 只写入普通文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>cannot write %1: cannot create files in %2: %3</source>
        <translation>无法写入 %1：无法在 %2 中创建文件：%3</translation>
    </message>
</context>
<context>
    <name>OutputQuestion</name>
    <message>
        <source>%1 is read-only.

Replace it anyway? The new file stays read-only.</source>
        <translation>%1 是只读文件。

仍要替换吗？新文件将保持只读。</translation>
    </message>
    <message>
        <source>Save anyway?</source>
        <translation>仍要保存吗？</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>unknown preset &apos;%1&apos;; available: %2</source>
        <translation>未知的预设方案“%1”；可用：%2</translation>
    </message>
    <message>
        <source>Llama 3 405B as Meta reports it (seed L633; Dubey et al. 2024): 16,384 H100 on RoCE 400G, 15.6T tokens of 8,192 in batches of 2,048 sequences (16M tokens), BF16, 126 layers, hidden 16,384, 128 heads, 8 KV heads, SwiGLU FFN 53,248, TP 8 × PP 16 × DP 128, FSDP (ZeRO-2 here), no activation recomputation. The training time is predicted from this layout (training.timeModel = predicted): about 40 % MFU (Meta: 41 %) and about 82 days with failures and checkpoints. The seed&apos;s 419 interruptions were counted in a 54-day window of the run, not over the whole run: Meta&apos;s model card gives 30.84 M H100-hours for pre-training, about 78 days on 16,384 GPUs; at the same rate the whole run sees about 630 failures (reliability.expected_failures). Assumed: 2 virtual stages per pipeline rank (Meta used an interleaved schedule without stating V). Limits: Meta tuned its pipeline schedule to fit 80 GB; Megatron&apos;s interleaved schedule needs more, hence the memory warning. Node MTBF (excluding GPUs) is set high so GPU failures dominate. Context-parallel attention, the 128K long-context stage and the ramp of batch and sequence length are not modeled.</source>
        <extracomment>Limits of the archetype A preset (Llama-3 405B-class LLM training). Keep the numbers.</extracomment>
        <translation>按 Meta 公布的配置训练 Llama 3 405B（教材 L633；Dubey 等 2024）：RoCE 400G 上的 16,384 个 H100，15.6T 个 Token，序列长度 8,192，每批 2,048 个序列（16M 个 Token），BF16，126 层，隐藏维度 16,384，128 个注意力头，8 个 KV 头，SwiGLU FFN 53,248，TP 8 × PP 16 × DP 128，FSDP（此处按 ZeRO-2 建模），不使用激活重计算。训练时间由该并行布局预测（training.timeModel = predicted）：MFU 约 40%（Meta：41%），计入故障与检查点后约 82 天。教材中的 419 次中断是在该运行的一个 54 天窗口内统计的，而非整个运行：Meta 的模型卡给出预训练共 30.84 M H100 小时，即在 16,384 个 GPU 上约 78 天；按相同的故障频率，整个运行约有 630 次故障（reliability.expected_failures）。假设：每个流水线 rank 2 个虚拟阶段（Meta 使用了交错调度，但未给出 V）。局限：Meta 调整了其流水线调度以放入 80 GB；Megatron 的交错调度需要更多显存，因此会出现显存警告。节点 MTBF（不含 GPU）设得很高，使 GPU 故障占主导。上下文并行注意力、128K 长上下文阶段，以及批次大小与序列长度的逐步增大均未建模。</translation>
    </message>
    <message>
        <source>A DLRM whose capacity is its embedding tables (seed L1075, L1424): 10 TB of FP16 embeddings are modeled as 5e12 parameters. Serving: inference.devices_to_hold_weights = 125 H100, i.e. the seed&apos;s 16 eight-GPU nodes just to hold the tables. Training with Adam under ZeRO-3 needs 60 TB of state, so the fleet is 128 nodes (1,024 H100): capacity, not FLOP/s, sets the node count. Limits: the models treat every parameter as dense. Training FLOPs (6PD), decode latency and the data-parallel AllReduce (which moves all 10 TB of gradients) are upper bounds with no meaning for sparse lookups; the sparse all-to-all between embedding shards and dense layers (O(N²) flows), row-wise optimizers, hot-table replication and the &lt;100 ms tail-latency budget are not modeled. Read fabric.bisection_bytes_per_s as the ceiling on all-to-all throughput. The preset keeps the book&apos;s overhead chain (training.timeModel = book): the step-time model predicts transformer layers, which a DLRM is not.</source>
        <extracomment>Limits of the archetype B preset (large DLRM recommendation model). Keep the numbers.</extracomment>
        <translation>一个容量由嵌入表决定的 DLRM（教材 L1075、L1424）：10 TB 的 FP16 嵌入按 5e12 个参数建模。推理服务：inference.devices_to_hold_weights = 125 个 H100，即教材中仅为容纳这些表就需要的 16 个 8 GPU 节点。在 ZeRO-3 下用 Adam 训练需要 60 TB 的状态，因此舰队为 128 个节点（1,024 个 H100）：决定节点数的是容量，而不是 FLOP/s。局限：各模型把每个参数都视为稠密参数。训练 FLOPs（6PD）、解码延迟和数据并行 AllReduce（需传输全部 10 TB 梯度）都是上限，对稀疏查找没有意义；嵌入分片与稠密层之间的稀疏 AllToAll（O(N²) 条流）、按行优化器、热点表复制以及 &lt;100 ms 的尾延迟预算均未建模。请将 fabric.bisection_bytes_per_s 视为 AllToAll 吞吐量的上限。本预设方案保留教材的开销乘数链（training.timeModel = book）：步时间模型预测的是 Transformer 层，而 DLRM 不是。</translation>
    </message>
    <message>
        <source>Federated learning of a MobileNet-class model (seed L1079) on 100,000 clients, one accelerator each. The catalog has no phone or edge NPU: the closest is the TPU v1 (75 W, INT8 only) — a phone&apos;s budget is milliwatts to a few watts, so read power.accelerator_w as an upper bound on the per-device envelope. MobileNetV2&apos;s 3.4M parameters (Sandler et al. 2018, not in the seed) fit any device. Clients are unreliable: a 24 h MTBF per device (back online within the hour) makes the system MTBF about a second and the goodput of a synchronous run zero, which is the seed&apos;s point — federated averaging samples a cohort per round and tolerates drop-outs, which the app does not model. Also not modeled: 6PD undercounts a CNN&apos;s FLOPs (~100×), non-i.i.d. data, privacy, the WAN between clients and the server; the fabric, facility, power chain, carbon and TCO describe a data center and do not apply to phones. The preset keeps the book&apos;s overhead chain (training.timeModel = book): the step-time model predicts transformer layers, not a CNN.</source>
        <extracomment>Limits of the archetype C preset (federated MobileNet on edge devices). Keep the numbers.</extracomment>
        <translation>在 100,000 个客户端上联邦学习一个 MobileNet 级模型（教材 L1079），每个客户端一个加速器。目录中没有手机或边缘 NPU：最接近的是 TPU v1（75 W，仅 INT8）——手机的功耗预算只有几毫瓦到几瓦，因此请将 power.accelerator_w 视为单器件功耗包络的上限。MobileNetV2 的 3.4M 个参数（Sandler 等 2018，教材未收录）任何器件都可容纳。客户端并不可靠：每器件 24 h 的 MTBF（一小时内重新上线）使系统 MTBF 约为一秒，同步运行的有效产出率为零，这正是教材的论点——联邦平均每轮抽样一批客户端并容忍掉线，而本应用不对此建模。同样未建模的还有：6PD 低估了 CNN 的 FLOPs（约 100 倍）、非独立同分布（non-i.i.d.）数据、隐私，以及客户端与服务器之间的广域网（WAN）；网络结构、设施、供电链路、碳排放和 TCO 描述的是数据中心，不适用于手机。本预设方案保留教材的开销乘数链（training.timeModel = book）：步时间模型预测的是 Transformer 层，而非 CNN。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s MLPerf Training v5.0 submission (eos-dfw_n64): Llama 3.1 405B on 64 DGX H100 (512 GPUs, 8 × 400 Gb/s InfiniBand per node), FP8 with delayed scaling, 8,192-token sequences, 1,152 per step, TP 8 × PP 8 (8 virtual stages) × CP 2 × DP 4 with TransformerEngine&apos;s TP communication overlap, until 276,480 samples. Measured: 230.7 min per run (320 tokens/s per GPU; the published score, 269.1 min, multiplies by MLPerf&apos;s convergence factor 1.1667); predicted: 240 steps of 59.4 s = 238 min of steps (310 tokens/s per GPU), before failures and checkpoints. Not modelled: the evaluation pauses; no recomputation is assumed (79.7 GB of 80 GB per GPU).</source>
        <extracomment>Limits of the MLPerf Llama 3.1 405B preset (issue 30). Keep the numbers and key names.</extracomment>
        <translation>NVIDIA 的 MLPerf Training v5.0 提交（eos-dfw_n64）：Llama 3.1 405B 运行在 64 台 DGX H100 上（512 个 GPU，每节点 8 × 400 Gb/s InfiniBand），采用延迟缩放的 FP8，序列长 8,192 token，每步 1,152 条，TP 8 × PP 8（8 个虚拟阶段）× CP 2 × DP 4，启用 TransformerEngine 的 TP 通信重叠，直到 276,480 个样本。实测：每次运行 230.7 分钟（每 GPU 每秒 320 token；公布的成绩 269.1 分钟乘上了 MLPerf 的收敛系数 1.1667）；预测：240 步 × 59.4 s = 238 分钟的训练步（每 GPU 每秒 310 token），不含故障与检查点。未建模：评估暂停；并假设不做重计算（每 GPU 79.7 GB / 80 GB）。</translation>
    </message>
    <message>
        <source>Llama 3 405B&apos;s long-context pre-training stage (Dubey et al. 2024 §3.4.2 and Table 4): 16,384 H100, 131,072-token sequences, 16 M tokens (128 sequences) per step, BF16, TP 8 × CP 16 × PP 16, about 800 B tokens. Table 4 prints DP 4, which does not tile 16,384 GPUs with the other degrees: DP 8 here. Each GPU holds 8,192 tokens of a sequence, as in the 8K stage; the K/V ring of context parallelism crosses nodes over each GPU&apos;s NIC and hides under the attention blocks (training.step_cp_comm_s). Reported: 380 TFLOP/s per GPU (38 % MFU); predicted: 35.4 % with full recomputation (none does not fit in 80 GB here) and the archetype&apos;s 2 virtual stages (Meta&apos;s schedule is not published as a number).</source>
        <extracomment>Limits of the Llama 3 405B long-context preset (issue 30). Keep the numbers and key names.</extracomment>
        <translation>Llama 3 405B 的长上下文预训练阶段（Dubey 等 2024 §3.4.2 与表 4）：16,384 个 H100，序列长 131,072 token，每步 1,600 万 token（128 条序列），BF16，TP 8 × CP 16 × PP 16，约 8,000 亿 token。表 4 印的是 DP 4，与其他并行度相乘无法铺满 16,384 个 GPU：此处取 DP 8。每个 GPU 持有一条序列中的 8,192 个 token，与 8K 阶段相同；上下文并行的 K/V 环经由每个 GPU 的网卡跨节点传递，并隐藏在注意力分块计算之下（training.step_cp_comm_s）。报告值：每 GPU 380 TFLOP/s（MFU 38%）；预测：35.4%，采用完全重计算（不重计算时此处放不进 80 GB）以及原型方案的 2 个虚拟阶段（Meta 的调度没有以数字公布）。</translation>
    </message>
    <message>
        <source>A serving plan: MLPerf Inference v4.0 closed, Llama 2 70B on one 8 × H100 SXM node as NVIDIA submitted it (TensorRT-LLM, FP8 weights and KV cache, TP 2 × 4 replicas), offline, with the OpenOrca mean lengths (222 prompt and 294 output tokens). Measured: 21,806 output tokens/s; serving.tokens_per_s predicts it from the catalog&apos;s H100 serving calibration. Set serving.ttftSeconds = 2 and serving.tpotSeconds = 0.2 for the Server scenario (measured 20,556 tokens/s, mean TTFT 382 ms, mean TPOT 137 ms). A serving-only plan (training.enabled = false): no training job is computed. Limits: every request has the mean lengths (the dataset&apos;s spread is not modeled).</source>
        <extracomment>Limits of the MLPerf Llama 2 70B serving preset. Keep the numbers and key names.</extracomment>
        <translation>推理服务方案：MLPerf Inference v4.0 封闭组，按 NVIDIA 提交的配置在一个 8 × H100 SXM 节点上运行 Llama 2 70B（TensorRT-LLM，FP8 权重与 KV 缓存，张量并行 2 × 4 个副本），离线场景，采用 OpenOrca 的平均长度（222 个提示词 Token、294 个输出 Token）。实测：每秒 21,806 个输出 Token；serving.tokens_per_s 依据目录中的 H100 推理服务校准值预测该值。设 serving.ttftSeconds = 2、serving.tpotSeconds = 0.2 即为在线服务（Server）场景（实测每秒 20,556 个 Token，首 Token 延迟均值 382 ms，每输出 Token 延迟均值 137 ms）。本方案只做推理服务（training.enabled = false）：不计算任何训练作业。局限：每个请求都取平均长度（未建模数据集的长度分布）。</translation>
    </message>
    <message>
        <source>One scalable unit of a DGX GB200 SuperPOD (NVIDIA reference architecture: 8 rack systems, 1.2 MW TDP per unit): 8 GB200 NVL72 racks of 18 compute trays (4 GPUs each, one 72-GPU NVLink domain per rack; each rack&apos;s 9 NVLink switch trays, power shelves and management are folded into its trays&apos; power and price), 4 × 400 Gb/s InfiniBand per tray in a two-tier fat tree (18 leaf and 9 spine switches), direct liquid cooling. Predicted: 127 kW per rack against the 150 kW the cooling removes, 1.03 MW of IT (the unit&apos;s 1.2 MW TDP is a provisioning figure). The job: Llama 3.1 405B in NVFP4 at Megatron-Bridge&apos;s GB200 layout (TP 4 × PP 16 × 8 virtual stages) with DP 9 on all 576 GPUs, 1,152 sequences of 8,192 per step, 1 T tokens; its 902 tokens/s per GPU are 23 % below what Megatron-Bridge 26.06 measured on 256 GB200 (validation set nvl72-dense). Production jobs often run 64 of each rack&apos;s 72 GPUs (fleet.scaleUpDomain = 64) to keep spares in the rack.</source>
        <extracomment>Limits of the GB200 NVL72 SuperPOD preset (issue 30). Keep the numbers and key names.</extracomment>
        <translation>DGX GB200 SuperPOD 的一个可扩展单元（NVIDIA 参考架构：8 个机架系统，每单元 TDP 1.2 MW）：8 个 GB200 NVL72 机架，每架 18 个计算托盘（每托盘 4 个 GPU，每架一个 72-GPU NVLink 域；每架的 9 个 NVLink 交换托盘、电源架与管理设备的功率和价格折算进其托盘），每托盘 4 × 400 Gb/s InfiniBand，组成两层胖树（18 台叶交换机、9 台脊交换机），直接液冷。预测：每机架 127 kW，对比冷却可带走的 150 kW；IT 功率 1.03 MW（单元的 1.2 MW TDP 是供电规划值）。作业：以 NVFP4 训练 Llama 3.1 405B，采用 Megatron-Bridge 的 GB200 布局（TP 4 × PP 16 × 8 个虚拟阶段），DP 9，用满全部 576 个 GPU，每步 1,152 条 8,192 token 的序列，共 1 T token；其每 GPU 902 token/s 比 Megatron-Bridge 26.06 在 256 个 GB200 上的实测低 23 %（验证集 nvl72-dense）。生产作业常只用每架 72 个 GPU 中的 64 个（fleet.scaleUpDomain = 64），把备件留在机架内。</translation>
    </message>
    <message>
        <source>A Mixture-of-Experts serving plan (seed L1784: Mixtral 46.7 B parameters, 12.9 B active per token): Mixtral 8x7B with FP8 weights and KV cache on one 8 × H100 SXM node, TP 2 × 4 replicas, offline, 1,000 prompt and 1,000 output tokens, as TensorRT-LLM 0.17&apos;s performance table ran it. Measured: 15,771 output tokens/s per replica; serving.tokens_per_s_per_replica predicts it from the catalog&apos;s H100 serving calibration (about 16,800). Decode computes the 2 of 8 experts each token routes to and reads every expert the batch touches (all of them beyond a few tokens per step); each expert is split over the TP group (serving.ep = 1, as TensorRT-LLM ran it; serving.ep spreads whole experts over more GPUs). A serving-only plan (training.enabled = false). Limits: disaggregated prefill and decode pools are not modelled; every request has the mean lengths.</source>
        <extracomment>Limits of the Mixtral 8x7B serving preset (issue 29). Keep the numbers and key names.</extracomment>
        <translation>一个混合专家（MoE）推理服务方案（种子 L1784：Mixtral 共 46.7 B 参数，每个 token 激活 12.9 B）：Mixtral 8x7B，FP8 权重与 KV 缓存，部署在一台 8 × H100 SXM 节点上，TP 2 × 4 个副本，离线模式，输入 1,000、输出 1,000 个 token，与 TensorRT-LLM 0.17 性能表的运行方式相同。实测：每副本 15,771 输出 token/s；serving.tokens_per_s_per_replica 依据目录中的 H100 服务标定预测（约 16,800）。解码计算每个 token 路由到的 8 个专家中的 2 个，并读取该批次触及的每个专家（每步超过几个 token 后即为全部专家）；每个专家在 TP 组内切分（serving.ep = 1，与 TensorRT-LLM 的运行方式相同；serving.ep 可将完整专家分布到更多 GPU 上）。这是仅服务方案（training.enabled = false）。局限：未建模预填充与解码分离的资源池；每个请求都取平均长度。</translation>
    </message>
    <message>
        <source>Meta&apos;s million-token inference set-up (Yang et al. 2025, Context Parallelism for Scalable Million-Token Inference, MLSys): Llama 3 405B with FP8 weights and a 16-bit KV cache on 16 nodes of 8 H100 capped at 500 W (400 Gb/s RDMA per GPU), TP 8 in each node and context parallelism over the 16 (serving.cp = 16): each node holds 1/16 of a sequence&apos;s KV cache and of its prompt&apos;s attention. Measured: a 1M-token prefill in 77 s, 128K in 3.8 s; serving.prefill_s predicts 95 s for 1,048,576 tokens (Meta&apos;s H100s have 96 GB of HBM2e at 2.4 TB/s, the catalog&apos;s 80 GB HBM3: 5 sequences fit). Offline, 256 output tokens. Limits: CP decode is predicted too fast (Meta measured 60-71 ms per token at CP 2-4 against 41-42 ms: the runtime&apos;s send and receive latency is not modelled); the attention kernel&apos;s efficiency is one constant per chip, so very long blocks are predicted slow and short ones fast; partial prefill over a cached prefix is not modelled. A serving-only plan (training.enabled = false).</source>
        <extracomment>Limits of the Llama 3 405B context-parallel serving preset (issue 30). Keep the numbers and key names.</extracomment>
        <translation>Meta 的百万 Token 推理配置（Yang 等 2025，《Context Parallelism for Scalable Million-Token Inference》，MLSys）：Llama 3 405B，FP8 权重、16 位 KV 缓存，16 个节点、每节点 8 块功率上限 500 W 的 H100（每 GPU 400 Gb/s RDMA），节点内 TP 8，16 个节点间上下文并行（serving.cp = 16）：每个节点保存一个序列 1/16 的 KV 缓存并承担其提示词 1/16 的注意力。实测：1M Token 预填充 77 s，128K 为 3.8 s；serving.prefill_s 对 1,048,576 个 Token 预测 95 s（Meta 的 H100 为 96 GB HBM2e、2.4 TB/s，目录中为 80 GB HBM3：可容纳 5 个序列）。离线，输出 256 个 Token。局限：CP 解码预测偏快（Meta 在 CP 2–4 时实测每 Token 60–71 ms，预测 41–42 ms：未建模运行时的收发延迟）；注意力内核效率每种芯片只有一个常数，因此很长的块预测偏慢、短块偏快；未建模基于已缓存前缀的部分预填充。仅服务方案（training.enabled = false）。</translation>
    </message>
    <message>
        <source>DeepSeek-V3 as its technical report trained it (arXiv 2412.19437 §3-4): 671 B parameters, 37 B active per token, multi-head latent attention, 256 routed experts of which 8 per token on at most 4 nodes; 2,048 H800 in 256 eight-GPU nodes (NVLink 160 GB/s achieved, one 400 Gb/s InfiniBand NIC per GPU); PP 16 with DualPipe, EP 64 over 8 nodes, ZeRO-1 data parallelism, no TP; FP8 GEMMs with FP32 master weights; 4,096-token sequences, 15,360 per step, 14.8 T tokens, with the one multi-token-prediction module on the last stage. Reported: 180 K H800 GPU-hours per trillion tokens (1,543 tokens/s per GPU, restarts included); predicted: about 1,530 tokens/s per GPU before failures — the batch ramp and routing&apos;s real imbalance are not modelled. Serving is DeepSeek&apos;s decode unit: EP 144 over 18 nodes (two experts per GPU), data-parallel attention (serving.tp = 1), FP8; one pool serves prefill and decode (DeepSeek runs separate EP 32 prefill units: disaggregation and the two-batch overlap of the all-to-all are not modelled).</source>
        <extracomment>Limits of the DeepSeek-V3 training preset (issue 29). Keep the numbers and key names.</extracomment>
        <translation>按 DeepSeek-V3 技术报告（arXiv 2412.19437 §3-4）的训练方式：6710 亿参数，每个 Token 激活 370 亿；多头潜在注意力；256 个路由专家，每个 Token 选 8 个，且最多分布在 4 个节点上；2,048 张 H800，分布于 256 个 8 卡节点（NVLink 实测 160 GB/s，每 GPU 一块 400 Gb/s InfiniBand 网卡）；PP 16 采用 DualPipe，EP 64 跨 8 个节点，ZeRO-1 数据并行，不用 TP；FP8 GEMM，FP32 主权重；序列长 4,096 Token，每步 15,360 条，共 14.8 T Token，最后一个流水线阶段带一个多 Token 预测模块。报告值：每万亿 Token 18 万 H800 GPU 小时（每 GPU 每秒 1,543 Token，含重启）；预测值：故障前约每 GPU 每秒 1,530 Token——批次递增以及真实路由的负载不均未建模。推理服务采用 DeepSeek 的解码单元：EP 144 跨 18 个节点（每 GPU 两个专家），数据并行注意力（serving.tp = 1），FP8；预填充与解码由同一资源池承担（DeepSeek 另设 EP 32 的预填充单元：分离式部署以及 AllToAll 的双批次重叠均未建模）。</translation>
    </message>
</context>
<context>
    <name>QuantityFormat</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>per million tokens</source>
        <translation>每百万 Token</translation>
    </message>
    <message>
        <source> per year</source>
        <translation> 每年</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <source>T</source>
        <comment>trillion</comment>
        <extracomment>Count suffixes: 175 B parameters, 300 B tokens</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>B</source>
        <comment>billion</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>M</source>
        <comment>million</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>k</source>
        <comment>thousand</comment>
        <translation>k</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Not computed: see Issues</source>
        <extracomment>in a report, in place of a chart whose data could not be computed (its title says why)</extracomment>
        <translation>未计算：见“校验问题”</translation>
    </message>
</context>
<context>
    <name>ReportContent</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Peak throughput, memory bandwidth and the ridge point of the accelerator (roofline model), with the plan&apos;s workloads placed on it.</source>
        <translation>加速器的峰值算力、内存带宽与屋脊点（Roofline 模型），以及本方案的工作负载在图中的位置。</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Decode latency and throughput of the serving workload: how much of it is bound by HBM bandwidth rather than FLOP/s.</source>
        <translation>推理服务工作负载的解码延迟与吞吐量：其中多大比例受制于 HBM 带宽而不是 FLOP/s。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Training memory per GPU against HBM capacity, by ZeRO stage and parallel layout.</source>
        <translation>按 ZeRO 阶段和并行布局，对比每 GPU 训练显存与 HBM 容量。</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Collectives of the training step and the bandwidth staircase from HBM to storage.</source>
        <translation>训练步中的集合通信，以及从 HBM 到存储的带宽阶梯。</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>The scale-out fabric: switches, links, transceivers, bisection, hops, latency, power and cost; α-β model of the links.</source>
        <translation>横向扩展网络结构：交换机、链路、光模块、二分带宽、跳数、延迟、功耗与成本；链路的 α-β 模型。</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>供电与冷却</translation>
    </message>
    <message>
        <source>The power chain from accelerator to facility, rack density against the cooling limits, coolant and water.</source>
        <translation>从加速器到设施的供电链路、机架功率密度与冷却上限的对比、冷却液与用水量。</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Failure rates, checkpoint interval, goodput and spare nodes.</source>
        <translation>故障率、检查点间隔、有效产出率（Goodput）与备用节点。</translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation>碳排放</translation>
    </message>
    <message>
        <source>Operational and embodied emissions of the run, water, and the same run on other grids.</source>
        <translation>本次运行的运行碳排放与隐含碳排放、用水量，以及同一运行在其他电网上的排放。</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本（TCO）</translation>
    </message>
    <message>
        <source>Capital and operating cost, cost per accelerator-hour, owning against renting, sensitivity.</source>
        <translation>资本支出与运营支出、每加速器小时成本、自建与租用对比、敏感性。</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>node (derived from the accelerator)</source>
        <translation>节点（由加速器推导）</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>scale-up link</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>scale-out link</source>
        <translation>横向扩展链路</translation>
    </message>
    <message>
        <source>host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <source>cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>grid region</source>
        <translation>电网区域</translation>
    </message>
    <message>
        <source>fabric switch</source>
        <translation>网络结构交换机</translation>
    </message>
    <message>
        <source>in-rack cable</source>
        <translation>机架内线缆</translation>
    </message>
    <message>
        <source>optical transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>compared in the rack-density chart</source>
        <translation>在机架功率密度图中对比</translation>
    </message>
    <message>
        <source>compared in the carbon chart</source>
        <translation>在碳排放图中对比</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速器数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架数</translation>
    </message>
    <message>
        <source>none (direct-connect torus)</source>
        <translation>无（直连环面）</translation>
    </message>
    <message>
        <source>Fabric switches</source>
        <translation>网络结构交换机数</translation>
    </message>
    <message>
        <source>Fabric links</source>
        <translation>网络结构链路数</translation>
    </message>
    <message>
        <source>… copper (in rack)</source>
        <translation>… 铜缆（机架内）</translation>
    </message>
    <message>
        <source>… optical</source>
        <translation>… 光链路</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块数</translation>
    </message>
    <message>
        <source>Coolant distribution units</source>
        <translation>冷量分配单元（CDU）数</translation>
    </message>
    <message>
        <source>Other results</source>
        <translation>其他结果</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) per rack</source>
        <translation>
            <numerusform>每机架 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>The serving fleet: KV-cache capacity, the decode step, time to first token and per output token under continuous batching, the throughput–latency curve, the replicas a load needs, and their power, carbon and cost per million tokens.</source>
        <translation>推理服务舰队：KV 缓存容量、解码步、连续批处理下的首 Token 延迟与每输出 Token 延迟、吞吐量–延迟曲线、负载所需的副本，以及它们的功耗、碳排放和每百万 Token 成本。</translation>
    </message>
    <message>
        <source>Training compute and time-to-train: the step predicted from the layout and the hardware (its parts, MFU, strong scaling), the run with its failures and checkpoints, and the book&apos;s overhead chain beside it.</source>
        <translation>训练计算量与训练时间：由并行布局与硬件预测的训练步（及其组成、MFU、强扩展），计入故障与检查点的训练运行，以及与之并列的教材开销乘数链。</translation>
    </message>
    <message>
        <source>step-time model constant</source>
        <translation>步时间模型常数</translation>
    </message>
    <message>
        <source>%1 more rows, not listed</source>
        <translation>另有 %1 行，未列出</translation>
    </message>
    <message>
        <source>serving model constants</source>
        <translation>推理服务模型常数</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>served model</source>
        <translation>服务模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The plan&apos;s model: its parameters, total and active per token, and the count its architecture gives.</source>
        <translation>方案的模型：总参数量、每个 Token 的激活参数量，以及由架构计数得到的参数量。</translation>
    </message>
    <message>
        <source>No training job: the plan is serving-only (training.enabled = false); its fleet is sized in the Serving chapter.</source>
        <translation>没有训练作业：本方案仅做推理服务（training.enabled = false）；其集群规模见“推理服务”一章。</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>no results to report: the plan has not been evaluated</source>
        <translation>没有可报告的结果：方案尚未计算</translation>
    </message>
    <message>
        <source>cannot create the chart folder %1</source>
        <translation>无法创建图表文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>ReportFormats</name>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page, charts included (*.html *.htm)</source>
        <translation>HTML 网页，含图表 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>CSV of all results (*.csv)</source>
        <translation>全部结果的 CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON: results, inputs, provenance (*.json)</source>
        <translation>JSON：结果、输入、来源 (*.json)</translation>
    </message>
    <message>
        <source>cannot tell the report format from &apos;%1&apos;%2: use one of %3</source>
        <translation>无法从“%1”%2判断报告格式：请使用 %3 之一</translation>
    </message>
    <message>
        <source> (no extension)</source>
        <translation>（无扩展名）</translation>
    </message>
    <message>
        <source> (.%1)</source>
        <translation>（.%1）</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>Results are in SI units, formatted with readable prefixes. Every result has its derivation (formula, inputs, textbook section) in the appendix.</source>
        <translation>结果采用 SI 单位，并以易读的词头格式化。每个结果的推导（公式、代入值、教材章节）见附录。</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>ReportStrings</name>
    <message>
        <source>Fleet planning report</source>
        <translation>舰队规划报告</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Fleet bill of materials</source>
        <extracomment>Heading: every part of the fleet with its quantity</extracomment>
        <translation>舰队物料清单（BOM）</translation>
    </message>
    <message>
        <source>Results by domain</source>
        <translation>各领域结果</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <extracomment>Heading: every input of the plan</extracomment>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Provenance of catalog values</source>
        <extracomment>Heading: where each catalog value comes from</extracomment>
        <translation>目录值来源</translation>
    </message>
    <message>
        <source>Appendix: derivations</source>
        <translation>附录：推导</translation>
    </message>
    <message>
        <source>Validation messages</source>
        <translation>校验问题</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键数字</translation>
    </message>
    <message>
        <source>Binding constraints</source>
        <translation>约束瓶颈</translation>
    </message>
    <message>
        <source>No constraint binds: every check of the plan passes.</source>
        <translation>没有约束瓶颈：方案的所有检查均已通过。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>FleetPlanner version</source>
        <translation>FleetPlanner 版本</translation>
    </message>
    <message>
        <source>Hardware catalog</source>
        <translation>硬件目录</translation>
    </message>
    <message>
        <source>Catalog content hash (SHA-256)</source>
        <translation>目录内容哈希（SHA-256）</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Item</source>
        <extracomment>Bill of materials column: the part</extracomment>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Part</source>
        <extracomment>Bill of materials column: which catalog part</extracomment>
        <translation>型号</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>Column: the value of the built-in default plan</extracomment>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Set by</source>
        <extracomment>Column: whether the value is the built-in default or was set by the user or preset</extracomment>
        <translation>设置来源</translation>
    </message>
    <message>
        <source>Catalog</source>
        <extracomment>Column: catalog table (accelerators, links, …)</extracomment>
        <translation>目录</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Used as</source>
        <extracomment>Column: how the plan uses a catalog row</extracomment>
        <translation>用途</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Column: spec | measured | estimate | textbook</extracomment>
        <translation>类型</translation>
    </message>
    <message>
        <source>As of</source>
        <extracomment>Column: date the catalog value was valid</extracomment>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>符号</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Assumption marker: the value equals the built-in default plan</extracomment>
        <translation>默认</translation>
    </message>
    <message>
        <source>user-set</source>
        <extracomment>Assumption marker: the value differs from the built-in default plan</extracomment>
        <translation>用户设置</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>代入值</translation>
    </message>
    <message>
        <source>Textbook section</source>
        <extracomment>The textbook section a formula comes from</extracomment>
        <translation>教材章节</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>user catalog</source>
        <translation>自定义目录</translation>
    </message>
    <message>
        <source>Every input of the plan. &quot;default&quot; means the value equals the built-in default plan (the textbook&apos;s running example: 175B parameters, 300B tokens, 1,024 DGX H100); &quot;user-set&quot; means it differs, whether a preset or the user set it.</source>
        <translation>方案的全部输入。“默认”表示该值与内置默认方案相同（即教材的贯穿示例：175B 参数、300B Token、1,024 个 DGX H100 节点）；“用户设置”表示该值与默认值不同，无论是由预设方案还是由用户设置的。</translation>
    </message>
    <message>
        <source>Every catalog row whose values enter a result or a chart of this report, with its source, the kind of value (spec, measured, estimate, textbook) and its date. The catalog&apos;s notes on each row are in the JSON and Markdown reports and in `fleetplanner-cli catalog show ID`.</source>
        <translation>进入本报告任一结果或图表的每个目录条目，及其出处、数值类型（规格值、实测值、估算值、教材值）和截至日期。各条目的目录附注见 JSON 与 Markdown 报告，以及 `fleetplanner-cli catalog show ID`。</translation>
    </message>
    <message>
        <source>Charts are drawn by the same views as in the application.</source>
        <translation>图表由与应用程序中相同的视图绘制。</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
</context>
<context>
    <name>ResultDescriptions</name>
    <message>
        <source>HBM bandwidth of one accelerator, from the catalog.</source>
        <translation>单个加速器的 HBM 带宽，取自目录。</translation>
    </message>
    <message>
        <source>Dense peak throughput of one accelerator at the serving (inference) precision.</source>
        <translation>单个加速器在推理精度下的稠密峰值算力。</translation>
    </message>
    <message>
        <source>Roofline ridge point at serving precision: the arithmetic intensity above which kernels are compute-bound.</source>
        <translation>推理精度下 Roofline 模型的屋脊点：算术强度高于此值时，内核为计算受限。</translation>
    </message>
    <message>
        <source>Dense peak throughput of one accelerator at the training precision.</source>
        <translation>单个加速器在训练精度下的稠密峰值算力。</translation>
    </message>
    <message>
        <source>Roofline ridge point at training precision: the arithmetic intensity above which kernels are compute-bound.</source>
        <translation>训练精度下 Roofline 模型的屋脊点：算术强度高于此值时，内核为计算受限。</translation>
    </message>
    <message>
        <source>Arithmetic intensity of one decode step at the set batch: FLOPs per byte of weights read from HBM.</source>
        <translation>设定批次大小下单个解码步的算术强度：从 HBM 每读取 1 字节权重对应的 FLOPs。</translation>
    </message>
    <message>
        <source>Throughput decode can reach on one accelerator under the roofline: peak, or HBM bandwidth times decode intensity.</source>
        <translation>按 Roofline 模型，解码在单个加速器上的可达 FLOP/s：峰值算力，或 HBM 带宽乘以解码算术强度（取较小者）。</translation>
    </message>
    <message>
        <source>Arithmetic time of one decoded token of one sequence at peak throughput, single-accelerator equivalent.</source>
        <translation>以峰值算力计，单个序列每解码一个 Token 所需的计算时间，按单加速器等效计。</translation>
    </message>
    <message>
        <source>Memory-bandwidth floor of one decode step: the time to stream all weights from one accelerator&apos;s HBM.</source>
        <translation>单个解码步的内存带宽下限：从单个加速器的 HBM 流式读取全部权重所需的时间。</translation>
    </message>
    <message>
        <source>Memory-bandwidth floor of one decode step with the weights spread by ideal tensor parallelism over the devices holding them.</source>
        <translation>权重按理想张量并行分布到容纳它们的各加速器上时，单个解码步的内存带宽下限。</translation>
    </message>
    <message>
        <source>Accelerators whose HBM is needed just to hold the model weights, before KV cache and activations.</source>
        <translation>仅为容纳模型权重就需占用其 HBM 的加速器数，尚未计入 KV 缓存和激活值。</translation>
    </message>
    <message>
        <source>KV cache of the batch at full context: keys and values of every layer and token.</source>
        <translation>整个批次在完整上下文长度下的 KV 缓存：每一层、每个 Token 的键和值。</translation>
    </message>
    <message>
        <source>Share of decode time bound by HBM bandwidth rather than arithmetic at the set batch.</source>
        <translation>设定批次大小下，解码时间中受 HBM 带宽而非计算限制的比例。</translation>
    </message>
    <message>
        <source>Upper bound on the arithmetic intensity of prefill, counting weight traffic only.</source>
        <translation>预填充算术强度的上限，仅计入权重的访存流量。</translation>
    </message>
    <message>
        <source>Decode throughput at the set batch in tokens per second, single-accelerator equivalent.</source>
        <translation>设定批次大小下的解码吞吐量（Token/秒），按单加速器等效计。</translation>
    </message>
    <message>
        <source>Share of peak throughput decode attains under the roofline at the set batch.</source>
        <translation>设定批次大小下，按 Roofline 模型解码可达到的算力占峰值算力的比例。</translation>
    </message>
    <message>
        <source>Size of the model weights at the inference precision.</source>
        <translation>推理精度下模型权重的大小。</translation>
    </message>
    <message>
        <source>Accelerator-hours the training run consumes over its wall-clock time.</source>
        <translation>训练运行在其墙钟时间内消耗的加速器小时数。</translation>
    </message>
    <message>
        <source>Training time after the pipeline-bubble step of the book&apos;s overhead chain.</source>
        <translation>教材开销乘数链中计入流水线气泡这一步后的训练时间。</translation>
    </message>
    <message>
        <source>Training time after the checkpointing step of the book&apos;s overhead chain.</source>
        <translation>教材开销乘数链中计入检查点这一步后的训练时间。</translation>
    </message>
    <message>
        <source>Training time after the failures step of the book&apos;s overhead chain.</source>
        <translation>教材开销乘数链中计入故障这一步后的训练时间。</translation>
    </message>
    <message>
        <source>Training time after the maintenance step, the last of the book&apos;s overhead chain.</source>
        <translation>计入维护这一步（教材开销乘数链的最后一步）后的训练时间。</translation>
    </message>
    <message>
        <source>Training time after the scaling-efficiency step, the first of the book&apos;s overhead chain.</source>
        <translation>计入扩展效率这一步（教材开销乘数链的第一步）后的训练时间。</translation>
    </message>
    <message>
        <source>Training arithmetic intensity of a micro-batch, counting weight traffic only, to compare with the ridge point.</source>
        <translation>单个微批次的训练算术强度，仅计入权重的访存流量，用于与屋脊点比较。</translation>
    </message>
    <message>
        <source>Training time by the book&apos;s chain: the ideal time stretched by scaling, bubble, checkpoint, failure and maintenance overheads.</source>
        <translation>按教材乘数链计算的训练时间：理想训练时间经扩展效率、流水线气泡、检查点、故障和维护开销逐级放大后的结果。</translation>
    </message>
    <message>
        <source>Size of one checkpoint: the weights and optimizer state a restart needs.</source>
        <translation>单个检查点的大小：重启所需的权重和优化器状态。</translation>
    </message>
    <message>
        <source>Time to read a checkpoint back at each restart.</source>
        <translation>每次重启时读回检查点所需的时间。</translation>
    </message>
    <message>
        <source>Time to write one checkpoint, limited by the writers&apos; storage bandwidth or the fabric bisection.</source>
        <translation>写入一个检查点所需的时间，受写入节点的存储带宽或网络结构二分带宽限制。</translation>
    </message>
    <message>
        <source>Sustained model throughput of the whole cluster: the fleet&apos;s peak at the plan&apos;s MFU.</source>
        <translation>整个集群的持续模型算力：按方案 MFU 折算的舰队峰值算力。</translation>
    </message>
    <message>
        <source>Sequences per optimizer step over all data-parallel replicas.</source>
        <translation>所有数据并行副本在每个优化器步中处理的序列总数。</translation>
    </message>
    <message>
        <source>Ideal training time: the total training compute at the sustained cluster throughput, without any overhead.</source>
        <translation>理想训练时间：以集群持续算力完成训练总 FLOPs 所需的时间，不计任何开销。</translation>
    </message>
    <message>
        <source>Forward compute time of one transformer layer for one micro-batch on one GPU of the tensor-parallel group.</source>
        <translation>在张量并行组的单个 GPU 上，一个微批次通过单个 Transformer 层的前向计算时间。</translation>
    </message>
    <message>
        <source>Micro-batches each pipeline runs per optimizer step (gradient accumulation).</source>
        <translation>每条流水线在每个优化器步中运行的微批次数（梯度累积）。</translation>
    </message>
    <message>
        <source>Predicted hardware FLOPs utilization (HFU): all FLOPs executed, recomputation included, relative to the fleet&apos;s peak.</source>
        <translation>预测的硬件 FLOPs 利用率（HFU）：实际执行的全部 FLOPs（含重计算）相对于舰队峰值算力的比例。</translation>
    </message>
    <message>
        <source>Predicted model FLOPs utilization (MFU): model FLOPs per step relative to the fleet&apos;s peak over the step time.</source>
        <translation>预测的模型 FLOPs 利用率（MFU）：每步模型 FLOPs 与舰队以峰值算力在每步时间内可完成的运算量之比。</translation>
    </message>
    <message>
        <source>Predicted time of all optimizer steps without failures, checkpoints or maintenance.</source>
        <translation>预测的全部优化器步总时间，不含故障、检查点和维护。</translation>
    </message>
    <message>
        <source>Predicted training wall time: useful step time stretched by checkpoints, lost work, restarts and maintenance.</source>
        <translation>预测的训练墙钟时间：有效训练步时间再计入检查点、损失的工作量、重启和维护后的总时间。</translation>
    </message>
    <message>
        <source>Forward and backward compute per step of the slowest pipeline stage, without recomputation or communication.</source>
        <translation>最慢流水线阶段每步的前向和反向计算时间，不含重计算和通信。</translation>
    </message>
    <message>
        <source>Data-parallel (ZeRO) gradient and parameter collectives per step left exposed after overlap with the backward pass.</source>
        <translation>每步数据并行（ZeRO）梯度与参数集合通信中，与反向传播重叠后仍未被掩盖的部分。</translation>
    </message>
    <message>
        <source>Optimizer update time per step, bound by HBM bandwidth, plus host or NVMe transfers when offloading.</source>
        <translation>每步的优化器更新时间，受 HBM 带宽限制；卸载时另加与主机内存或 NVMe 之间的传输时间。</translation>
    </message>
    <message>
        <source>Pipeline fill-and-drain bubble per step under the 1F1B schedule.</source>
        <translation>1F1B 调度下每步因流水线填充与排空产生的流水线气泡。</translation>
    </message>
    <message>
        <source>Activation transfers between adjacent pipeline stages per step, not overlapped with compute.</source>
        <translation>每步相邻流水线阶段之间的激活值传输，未与计算重叠。</translation>
    </message>
    <message>
        <source>Activation recomputation time in the backward pass per step.</source>
        <translation>每步反向传播中激活重计算的时间。</translation>
    </message>
    <message>
        <source>Time of one optimizer step of one global batch, predicted from the layout and the hardware.</source>
        <translation>处理一个全局批次的一个优化器步所需的时间，由并行布局与硬件预测。</translation>
    </message>
    <message>
        <source>Exposed tensor-parallel (sequence-parallel) collectives per step.</source>
        <translation>每步未被掩盖的张量并行（序列并行）集合通信。</translation>
    </message>
    <message>
        <source>Optimizer steps needed to train on the full token budget.</source>
        <translation>训练完全部 Token 预算所需的优化器步数。</translation>
    </message>
    <message>
        <source>Training throughput of the whole fleet in tokens per second.</source>
        <translation>整个舰队的训练吞吐量（Token/秒）。</translation>
    </message>
    <message>
        <source>Model training compute of the run: six FLOPs per parameter per training token, forward and backward.</source>
        <translation>本次运行的模型训练总 FLOPs：每个参数每个训练 Token 计 6 FLOPs，含前向和反向。</translation>
    </message>
    <message>
        <source>Wall-clock training time under the selected time model, the basis of the run&apos;s energy, carbon and cost.</source>
        <translation>所选训练时间模型下的训练墙钟时间，是本次运行能耗、碳排放和成本的计算基础。</translation>
    </message>
    <message>
        <source>Activation memory one GPU holds for the backward pass under the chosen pipeline schedule and recomputation.</source>
        <translation>在所选流水线调度和重计算设置下，单个 GPU 为反向传播保存的激活值显存。</translation>
    </message>
    <message>
        <source>Communication buffers reserved in HBM on each GPU.</source>
        <translation>每个 GPU 在 HBM 中预留的通信缓冲区。</translation>
    </message>
    <message>
        <source>Whether the training state, activations and buffers fit in one accelerator&apos;s HBM.</source>
        <translation>单个加速器的 HBM 能否容纳训练状态、激活值和缓冲区。</translation>
    </message>
    <message>
        <source>Full training state of the model without sharding: weights, gradients, Adam moments and any FP32 master copy.</source>
        <translation>未分片时模型的完整训练状态：权重、梯度、Adam 一阶矩与二阶矩，以及 FP32 主副本（如有）。</translation>
    </message>
    <message>
        <source>Gradient memory per GPU after tensor and pipeline splitting and any ZeRO-2 or ZeRO-3 sharding.</source>
        <translation>经张量并行与流水线并行切分以及 ZeRO-2 或 ZeRO-3 分片（如有）后，每个 GPU 的梯度显存。</translation>
    </message>
    <message>
        <source>HBM capacity of one accelerator.</source>
        <translation>单个加速器的 HBM 容量。</translation>
    </message>
    <message>
        <source>HBM left free on each GPU after training state, activations and buffers; negative means the plan does not fit.</source>
        <translation>每个 GPU 存放训练状态、激活值和缓冲区后剩余的 HBM；负值表示 HBM 无法容纳该方案。</translation>
    </message>
    <message>
        <source>FP32 master copy of the weights per GPU when kept, after splitting and any ZeRO sharding.</source>
        <translation>保留 FP32 权重主副本时，经切分及 ZeRO 分片（如有）后每个 GPU 上的主副本。</translation>
    </message>
    <message>
        <source>Time per step to move the offloaded optimizer state to host memory or NVMe and back.</source>
        <translation>每步将已卸载的优化器状态传到主机内存或 NVMe 再传回所需的时间。</translation>
    </message>
    <message>
        <source>Optimizer state (and master copy) per GPU kept in host DRAM or NVMe instead of HBM.</source>
        <translation>每个 GPU 存放在主机内存或 NVMe 而非 HBM 中的优化器状态（及主副本）。</translation>
    </message>
    <message>
        <source>Adam optimizer state (FP32 moments) per GPU after splitting and any ZeRO sharding.</source>
        <translation>经切分及 ZeRO 分片（如有）后，每个 GPU 上的 Adam 优化器状态（FP32 一阶矩与二阶矩）。</translation>
    </message>
    <message>
        <source>Total HBM each GPU needs for training: weights, gradients, optimizer state, master copy, activations and buffers.</source>
        <translation>每个 GPU 训练所需的 HBM 总量：权重、梯度、优化器状态、主副本、激活值和缓冲区。</translation>
    </message>
    <message>
        <source>Model weight memory per GPU after tensor and pipeline splitting and any ZeRO-3 sharding.</source>
        <translation>经张量并行与流水线并行切分以及 ZeRO-3 分片（如有）后，每个 GPU 的模型权重显存。</translation>
    </message>
    <message>
        <source>Amdahl bound on the speed-up from adding accelerators while the per-step communication time stays fixed.</source>
        <translation>每步通信时间保持不变时，增加加速器所能获得的加速比的阿姆达尔定律上限。</translation>
    </message>
    <message>
        <source>Share of a step spent computing rather than communicating, equal to the scaling efficiency in this simple model.</source>
        <translation>每步中用于计算而非通信的时间比例，在此简化模型中等于扩展效率。</translation>
    </message>
    <message>
        <source>Message size at which the scale-out link turns from latency-bound to bandwidth-bound (its latency times its bandwidth).</source>
        <translation>横向扩展链路由延迟主导转为带宽主导时的消息大小（即其延迟乘以带宽）。</translation>
    </message>
    <message>
        <source>Data-parallel gradient AllReduce time per step done hierarchically: reduce in the node, ring across nodes, gather in the node.</source>
        <translation>分层执行时每步数据并行梯度 AllReduce 的时间：先在节点内归约，再跨节点做环形 AllReduce，最后在节点内收集。</translation>
    </message>
    <message>
        <source>Data-parallel gradient AllReduce time per step as a flat ring over the scale-out link, not overlapped with compute.</source>
        <translation>在横向扩展链路上以扁平环形执行时每步数据并行梯度 AllReduce 的时间，未与计算重叠。</translation>
    </message>
    <message>
        <source>Data-parallel gradient AllReduce time per step as a pipelined double binary tree over the scale-out link.</source>
        <translation>在横向扩展链路上以流水化双二叉树执行时每步数据并行梯度 AllReduce 的时间。</translation>
    </message>
    <message>
        <source>Gradient shard each data-parallel ring reduces every step: one replica&apos;s gradients split over its TP and PP ranks.</source>
        <translation>每个数据并行环每步归约的梯度分片：一个副本的梯度按其张量并行与流水线并行 rank 切分后的一份。</translation>
    </message>
    <message>
        <source>Communication intensity: bytes each rank sends per FLOP it computes in a step; higher means more network-bound.</source>
        <translation>通信强度（CI）：一步中每个 rank 每计算 1 FLOP 所发送的字节数；越高表示越受网络带宽限制。</translation>
    </message>
    <message>
        <source>Time to send one micro-batch&apos;s activations across one pipeline stage boundary over the scale-out link.</source>
        <translation>经横向扩展链路将一个微批次的激活值跨一个流水线阶段边界发送所需的时间。</translation>
    </message>
    <message>
        <source>Message size at which the scale-up link (NVLink) turns from latency-bound to bandwidth-bound.</source>
        <translation>纵向扩展链路（NVLink）由延迟主导转为带宽主导时的消息大小。</translation>
    </message>
    <message>
        <source>Communication time per step in the simple model (DP ring AllReduce plus TP AllReduces), assuming no overlap.</source>
        <translation>简化模型中的每步通信时间（数据并行环形 AllReduce 加张量并行 AllReduce），假设无重叠。</translation>
    </message>
    <message>
        <source>Compute time per step in the simple model: the step&apos;s model FLOPs at the fleet&apos;s peak throughput times the assumed MFU.</source>
        <translation>简化模型中的每步计算时间：以舰队峰值算力乘以假定 MFU 的速率完成每步模型 FLOPs 所需的时间。</translation>
    </message>
    <message>
        <source>Time of one tensor-parallel ring AllReduce of a layer&apos;s activations over the scale-up link.</source>
        <translation>在纵向扩展链路上对一层激活值执行一次张量并行环形 AllReduce 的时间。</translation>
    </message>
    <message>
        <source>Tensor-parallel AllReduce time per step: one forward and one backward AllReduce per layer of a pipeline stage.</source>
        <translation>每步张量并行 AllReduce 时间：流水线阶段的每一层前向、反向各一次 AllReduce。</translation>
    </message>
    <message>
        <source>Size of one tensor-parallel AllReduce message: one micro-batch&apos;s activation tensor in 16-bit precision.</source>
        <translation>单条张量并行 AllReduce 消息的大小：一个微批次以 16 位精度表示的激活张量。</translation>
    </message>
    <message>
        <source>Bandwidth of the HBM tier of the bandwidth staircase.</source>
        <translation>带宽阶梯中 HBM 一级的带宽。</translation>
    </message>
    <message>
        <source>Time to move the analysis message through HBM.</source>
        <translation>分析用消息经 HBM 传输所需的时间。</translation>
    </message>
    <message>
        <source>Per-direction bandwidth of the host link (PCIe) tier of the bandwidth staircase.</source>
        <translation>带宽阶梯中主机链路（PCIe）一级的单向带宽。</translation>
    </message>
    <message>
        <source>Time to move the analysis message over the host link (PCIe).</source>
        <translation>分析用消息经主机链路（PCIe）传输所需的时间。</translation>
    </message>
    <message>
        <source>Per-direction bandwidth of the scale-out network tier of the bandwidth staircase.</source>
        <translation>带宽阶梯中横向扩展网络一级的单向带宽。</translation>
    </message>
    <message>
        <source>Time to move the analysis message over the scale-out link.</source>
        <translation>分析用消息经横向扩展链路传输所需的时间。</translation>
    </message>
    <message>
        <source>Per-direction bandwidth of the scale-up (NVLink) tier of the bandwidth staircase.</source>
        <translation>带宽阶梯中纵向扩展（NVLink）一级的单向带宽。</translation>
    </message>
    <message>
        <source>Bandwidth cliff from the scale-up to the scale-out link, both per direction.</source>
        <translation>从纵向扩展链路到横向扩展链路的带宽断崖，两者均按单向带宽计。</translation>
    </message>
    <message>
        <source>Time to move the analysis message over the scale-up link (NVLink).</source>
        <translation>分析用消息经纵向扩展链路（NVLink）传输所需的时间。</translation>
    </message>
    <message>
        <source>Bandwidth of the storage tier of the bandwidth staircase.</source>
        <translation>带宽阶梯中存储一级的带宽。</translation>
    </message>
    <message>
        <source>Time to read the analysis message from storage.</source>
        <translation>从存储读取分析用消息所需的时间。</translation>
    </message>
    <message>
        <source>Mean number of switch traversals between two accelerators on the scale-out fabric under uniform traffic.</source>
        <translation>均匀流量下，横向扩展网络结构上两个加速器之间的平均交换机遍历次数。</translation>
    </message>
    <message>
        <source>Mean switching latency between two accelerators on the scale-out fabric (switch hops only, no link latency).</source>
        <translation>横向扩展网络结构上两个加速器之间的平均交换延迟（仅计交换机跳，不含链路延迟）。</translation>
    </message>
    <message>
        <source>Bisection bandwidth of the scale-out fabric per direction, reduced by leaf oversubscription.</source>
        <translation>横向扩展网络结构的单向二分带宽，已按叶交换机收敛比折减。</translation>
    </message>
    <message>
        <source>Bisection bandwidth the fabric would have if non-blocking: half the accelerators at full port bandwidth, per direction.</source>
        <translation>网络结构为非阻塞时应有的二分带宽：半数加速器以满端口带宽通信，按单向计。</translation>
    </message>
    <message>
        <source>Capital cost of the scale-out fabric: switches plus optical transceivers (NICs are priced with the nodes).</source>
        <translation>横向扩展网络结构的资本支出：交换机加光模块（网卡计入节点价格）。</translation>
    </message>
    <message>
        <source>Worst-case switch traversals between GPUs on different rails of a rail-optimized fabric.</source>
        <translation>轨道优化网络结构中，位于不同轨道的 GPU 之间最坏情况下的交换机遍历次数。</translation>
    </message>
    <message>
        <source>Share of full bisection bandwidth a dragonfly offers to jobs spanning several groups.</source>
        <translation>蜻蜓（Dragonfly）拓扑为跨越多个组的作业提供的带宽占全二分带宽的比例。</translation>
    </message>
    <message>
        <source>Global links joining each pair of dragonfly groups.</source>
        <translation>蜻蜓（Dragonfly）拓扑中连接每对组的全局链路数。</translation>
    </message>
    <message>
        <source>Global (inter-group) ports on each router of a balanced dragonfly.</source>
        <translation>平衡蜻蜓（Dragonfly）拓扑中每个路由器的全局（组间）端口数。</translation>
    </message>
    <message>
        <source>Number of dragonfly groups needed to connect the fleet.</source>
        <translation>连接整个舰队所需的蜻蜓（Dragonfly）拓扑组数。</translation>
    </message>
    <message>
        <source>Accelerators attached to each router of a balanced dragonfly, set by the router radix.</source>
        <translation>平衡蜻蜓（Dragonfly）拓扑中每个路由器连接的加速器数，由路由器基数决定。</translation>
    </message>
    <message>
        <source>Routers in each dragonfly group, joined all-to-all by local links.</source>
        <translation>蜻蜓（Dragonfly）拓扑每组中的路由器数，组内路由器之间通过本地链路全互连。</translation>
    </message>
    <message>
        <source>Accelerators attached to the scale-out fabric, one NIC port each.</source>
        <translation>接入横向扩展网络结构的加速器数，每个加速器占一个网卡端口。</translation>
    </message>
    <message>
        <source>Leaf switch ports facing the hosts, set by the switch radix and the oversubscription ratio.</source>
        <translation>叶交换机面向主机的端口数，由交换机基数和收敛比决定。</translation>
    </message>
    <message>
        <source>Leaf switch ports facing the spine, set by the switch radix and the oversubscription ratio.</source>
        <translation>叶交换机面向脊交换机的端口数，由交换机基数和收敛比决定。</translation>
    </message>
    <message>
        <source>Total scale-out cables over all tiers of the fabric.</source>
        <translation>网络结构各层横向扩展线缆的总数。</translation>
    </message>
    <message>
        <source>Links with both ends in one rack, cabled with passive copper and carrying no transceivers.</source>
        <translation>两端位于同一机架内的链路，使用无源铜缆连接，不需要光模块。</translation>
    </message>
    <message>
        <source>Optical links between dragonfly groups.</source>
        <translation>蜻蜓（Dragonfly）拓扑各组之间的光链路。</translation>
    </message>
    <message>
        <source>Links from the accelerators&apos; NICs to the leaf switches, one per accelerator.</source>
        <translation>从加速器网卡到叶交换机的链路，每个加速器一条。</translation>
    </message>
    <message>
        <source>Links from the accelerators&apos; NICs to the dragonfly routers, one per accelerator.</source>
        <translation>从加速器网卡到蜻蜓（Dragonfly）拓扑路由器的链路，每个加速器一条。</translation>
    </message>
    <message>
        <source>Links between the leaf and the spine switches.</source>
        <translation>叶交换机与脊交换机之间的链路。</translation>
    </message>
    <message>
        <source>Links inside the dragonfly groups, joining every router of a group to every other.</source>
        <translation>蜻蜓（Dragonfly）拓扑组内的链路，将组内每个路由器与其他所有路由器相连。</translation>
    </message>
    <message>
        <source>Links that need optics, with a pluggable transceiver at each end.</source>
        <translation>需要光模块的链路，两端各有一个可插拔光模块。</translation>
    </message>
    <message>
        <source>Links between the spine (pod aggregation) and the core switches; zero while no core is built.</source>
        <translation>脊交换机（Pod 汇聚层）与核心交换机之间的链路；未建核心层时为零。</translation>
    </message>
    <message>
        <source>Worst-case switch traversals between any two accelerators on the scale-out fabric.</source>
        <translation>横向扩展网络结构上任意两个加速器之间最坏情况下的交换机遍历次数。</translation>
    </message>
    <message>
        <source>Most accelerators the chosen topology and switch radix can connect: the fabric&apos;s room to grow.</source>
        <translation>所选拓扑和交换机基数最多能连接的加速器数，即网络结构的扩容空间。</translation>
    </message>
    <message>
        <source>Cost of the pluggable optical transceivers, two per optical link.</source>
        <translation>可插拔光模块的成本，每条光链路两个。</translation>
    </message>
    <message>
        <source>Transceiver power added to the fabric; zero when it is already inside the per-port switch power.</source>
        <translation>计入网络结构的光模块功耗；若已包含在交换机每端口功耗中则为零。</translation>
    </message>
    <message>
        <source>Oversubscription of the leaf switches as built (host-facing over uplink ports); 1 means non-blocking.</source>
        <translation>叶交换机的实际收敛比（oversubscription），即面向主机端口数与上行端口数之比；1 表示非阻塞。</translation>
    </message>
    <message>
        <source>Daily probability that at least one transceiver fails or degrades, the trigger of a PFC storm on RoCE.</source>
        <translation>每日至少一个光模块发生故障或性能劣化的概率；在 RoCE 网络中，这会触发 PFC 风暴。</translation>
    </message>
    <message>
        <source>Pods of the fat-tree, blocks of leaves and spines joined by the core; zero while no core is built.</source>
        <translation>胖树的 Pod 数，每个 Pod 是一组叶交换机与脊交换机，Pod 之间经核心层互连；未建核心层时为零。</translation>
    </message>
    <message>
        <source>Switch ports in use across the fabric.</source>
        <translation>整个网络结构中已使用的交换机端口数。</translation>
    </message>
    <message>
        <source>Power of the scale-out fabric: switch ports and optics.</source>
        <translation>横向扩展网络结构的功耗：交换机端口与光模块。</translation>
    </message>
    <message>
        <source>Rails of a rail-optimized fabric, one per accelerator position in a node.</source>
        <translation>轨道优化网络结构的轨道数，节点内每个加速器位置对应一条轨道。</translation>
    </message>
    <message>
        <source>Worst-case switch traversals between same-rank GPUs of different nodes, the data-parallel AllReduce path.</source>
        <translation>不同节点上 GPU 索引相同（同 rank）的 GPU 之间最坏情况下的交换机遍历次数，即数据并行 AllReduce 的路径。</translation>
    </message>
    <message>
        <source>Purchase cost of the fabric&apos;s switches.</source>
        <translation>网络结构中交换机的购置成本。</translation>
    </message>
    <message>
        <source>Power of the fabric&apos;s switches, counted per switch port in use.</source>
        <translation>网络结构中交换机的功耗，按已用交换机端口计。</translation>
    </message>
    <message>
        <source>Switches in the scale-out fabric over all tiers.</source>
        <translation>横向扩展网络结构各层交换机的总数。</translation>
    </message>
    <message>
        <source>Leaf (top-of-rack) switches in the fabric.</source>
        <translation>网络结构中的叶交换机（ToR 交换机）数。</translation>
    </message>
    <message>
        <source>Spine switches in the fabric (pod aggregation in a three-tier tree).</source>
        <translation>网络结构中的脊交换机数（在三层树中为 Pod 汇聚层）。</translation>
    </message>
    <message>
        <source>Core switches of a three-tier tree; zero when two tiers suffice.</source>
        <translation>三层树的核心交换机数；两层足够时为零。</translation>
    </message>
    <message>
        <source>Switch tiers the fat-tree actually needs to connect the fleet, up to the allowed maximum.</source>
        <translation>胖树连接整个舰队实际需要的交换机层数，不超过允许的最大层数。</translation>
    </message>
    <message>
        <source>Smallest dimension of the near-cubic 3D torus that holds the fleet&apos;s accelerators.</source>
        <translation>容纳舰队全部加速器的近立方体 3D 环面（Torus）中最小一维的尺寸。</translation>
    </message>
    <message>
        <source>Middle dimension of the near-cubic 3D torus that holds the fleet&apos;s accelerators.</source>
        <translation>容纳舰队全部加速器的近立方体 3D 环面（Torus）中居中一维的尺寸。</translation>
    </message>
    <message>
        <source>Largest dimension of the near-cubic 3D torus that holds the fleet&apos;s accelerators.</source>
        <translation>容纳舰队全部加速器的近立方体 3D 环面（Torus）中最大一维的尺寸。</translation>
    </message>
    <message>
        <source>Pluggable optical transceivers in the fabric, two per optical link.</source>
        <translation>网络结构中的可插拔光模块数，每条光链路两个。</translation>
    </message>
    <message>
        <source>Worst-case switching latency between two accelerators (switch hops only, no link latency).</source>
        <translation>两个加速器之间最坏情况下的交换延迟（仅计交换机跳，不含链路延迟）。</translation>
    </message>
    <message>
        <source>Peak power of one accelerator: its TDP, or the power cap when one is set below it.</source>
        <translation>单个加速器的峰值功耗：取其 TDP；若设置了低于 TDP 的功耗上限，则取该上限。</translation>
    </message>
    <message>
        <source>Peak power of all accelerators in the fleet.</source>
        <translation>舰队中全部加速器的峰值功耗。</translation>
    </message>
    <message>
        <source>Average power of one accelerator during training, lowered by DVFS in communication phases.</source>
        <translation>训练期间单个加速器的平均功耗，通信阶段经 DVFS 降低。</translation>
    </message>
    <message>
        <source>Average facility power: the average IT load times PUE.</source>
        <translation>设施平均功率：平均 IT 负载乘以 PUE。</translation>
    </message>
    <message>
        <source>Average IT load during training: accelerators at their DVFS average, node overheads and fabric at peak.</source>
        <translation>训练期间的平均 IT 负载：加速器按 DVFS 下的平均功耗计，节点其余部分和网络结构按峰值计。</translation>
    </message>
    <message>
        <source>Extra accelerators the same power budget can feed because of the power cap; zero when uncapped.</source>
        <translation>因功耗封顶，同一功率预算下可额外部署的加速器比例；未封顶时为零。</translation>
    </message>
    <message>
        <source>Share of peak throughput a capped accelerator keeps under the linear clock–power model.</source>
        <translation>按线性频率–功耗模型，功耗封顶后的加速器保留的峰值算力比例。</translation>
    </message>
    <message>
        <source>Share of accelerator power the power cap saves relative to TDP; zero when uncapped.</source>
        <translation>功耗封顶相对 TDP 节省的加速器功耗比例；未封顶时为零。</translation>
    </message>
    <message>
        <source>Energy of moving weights from HBM per decoded token relative to its arithmetic energy; batching divides it.</source>
        <translation>每解码一个 Token 从 HBM 搬运权重的能耗与其运算能耗之比；批处理会按批次大小摊薄这一比值。</translation>
    </message>
    <message>
        <source>Arithmetic energy of one decoded token: one multiply-accumulate per parameter.</source>
        <translation>解码一个 Token 的运算能耗：每个参数一次乘加运算。</translation>
    </message>
    <message>
        <source>Data-movement energy of one decoded token: the weights streamed from HBM once per step, shared by the batch.</source>
        <translation>解码一个 Token 的数据移动能耗：每步从 HBM 流式读取一次权重，由批次内各序列分摊。</translation>
    </message>
    <message>
        <source>Facility energy drawn per hour of operation at the average power.</source>
        <translation>以平均功率运行时每小时的设施能耗。</translation>
    </message>
    <message>
        <source>Share of the peak IT load drawn by the scale-out fabric.</source>
        <translation>横向扩展网络结构功耗占峰值 IT 负载的比例。</translation>
    </message>
    <message>
        <source>Power of the whole scale-out fabric, in-rack leaf switches included.</source>
        <translation>整个横向扩展网络结构的功耗，含机架内的叶交换机。</translation>
    </message>
    <message>
        <source>Peak facility power the site must supply: the peak IT load times PUE.</source>
        <translation>站点须供给的峰值设施总功率：峰值 IT 负载乘以 PUE。</translation>
    </message>
    <message>
        <source>Peak IT load of the fleet: all nodes plus the scale-out fabric.</source>
        <translation>舰队的峰值 IT 负载：全部节点加上横向扩展网络结构。</translation>
    </message>
    <message>
        <source>Power of one node&apos;s non-accelerator parts: CPUs, memory, NICs, NVSwitch, fans and conversion losses.</source>
        <translation>单个节点中加速器以外部分的功耗：CPU、内存、网卡、NVSwitch、风扇及电源转换损耗。</translation>
    </message>
    <message>
        <source>Peak power of one node: its accelerators plus its overhead.</source>
        <translation>单个节点的峰值功耗：其加速器加上节点其余部分。</translation>
    </message>
    <message>
        <source>Peak power of the node overheads over the whole fleet, everything in the nodes except the accelerators.</source>
        <translation>全舰队节点其余部分的峰值功耗，即节点中除加速器外的全部部件。</translation>
    </message>
    <message>
        <source>Facility power beyond the IT load at peak: cooling plant, power conversion and lighting.</source>
        <translation>峰值时超出 IT 负载的设施功率：制冷设施、电力转换和照明。</translation>
    </message>
    <message>
        <source>Leaf switch power charged to each compute rack.</source>
        <translation>分摊到每个计算机架的叶交换机功耗。</translation>
    </message>
    <message>
        <source>Peak power of one full rack (its nodes and its share of leaf switches), which cooling and power delivery must handle.</source>
        <translation>单个满配机架的峰值功率（其节点及分摊的叶交换机），冷却和供电必须能够承担。</translation>
    </message>
    <message>
        <source>Compute racks needed to house the fleet&apos;s nodes.</source>
        <translation>容纳舰队全部节点所需的计算机架数。</translation>
    </message>
    <message>
        <source>Whether engineered air cooling alone can remove a full rack&apos;s peak heat (about 30 kW per rack).</source>
        <translation>仅靠工程化风冷能否带走满配机架的峰值热量（约 30 kW/机架）。</translation>
    </message>
    <message>
        <source>Coolant distribution units needed for the liquid-carried peak heat, without redundancy; zero without liquid cooling.</source>
        <translation>带走由液冷承担的峰值热量所需的冷量分配单元（CDU）数，不含冗余；无液冷时为零。</translation>
    </message>
    <message>
        <source>Coolant water flow the whole hall needs to carry the liquid share of peak heat at the set temperature rise.</source>
        <translation>在设定的冷却液温差（ΔT）下，整个机房带走峰值热量中液冷部分所需的冷却液流量。</translation>
    </message>
    <message>
        <source>Coolant flow through one full rack&apos;s manifold at peak heat.</source>
        <translation>峰值热负荷下流经单个满配机架冷却歧管的冷却液流量。</translation>
    </message>
    <message>
        <source>Mean heat flux over one accelerator die at its peak power draw, a measure of how hard the chip is to cool.</source>
        <translation>加速器以峰值功耗运行时单个晶粒上的平均热流密度，衡量芯片散热的难度。</translation>
    </message>
    <message>
        <source>Peak heat carried away by the liquid loop; the rest of the IT heat leaves through the air.</source>
        <translation>液冷回路带走的峰值热量；其余 IT 热量经空气散出。</translation>
    </message>
    <message>
        <source>Largest rack power the chosen cooling can remove.</source>
        <translation>所选冷却方式能够带走的最大机架功率。</translation>
    </message>
    <message>
        <source>Share of peak power and clock the accelerators sustain within the cooling&apos;s rack limit; 1 means no thermal throttling.</source>
        <translation>在冷却方式的机架上限内，加速器能维持的峰值功耗与频率比例；1 表示不会过热降频。</translation>
    </message>
    <message>
        <source>Water the site evaporates per hour of operation at the average IT load.</source>
        <translation>按平均 IT 负载运行时站点每小时蒸发的水量。</translation>
    </message>
    <message>
        <source>Expected accelerator failures over the run length.</source>
        <translation>运行期间预期的加速器故障数。</translation>
    </message>
    <message>
        <source>Accelerator failure rate in FIT: expected failures per billion device-hours.</source>
        <translation>以 FIT 表示的加速器故障率：每 10⁹ 器件小时的预期故障数。</translation>
    </message>
    <message>
        <source>Time between checkpoints, by default the Young–Daly optimum from the checkpoint write time and the system MTBF.</source>
        <translation>相邻两次检查点之间的时间，默认取由检查点写入时间和系统 MTBF 得出的 Young–Daly 最优值。</translation>
    </message>
    <message>
        <source>Daly&apos;s higher-order optimal checkpoint interval, to compare with the Young–Daly interval.</source>
        <translation>Daly 高阶最优检查点间隔，用于与 Young–Daly 最优检查点间隔比较。</translation>
    </message>
    <message>
        <source>Expected job-interrupting failures over the run length, from the system MTBF.</source>
        <translation>运行期间预期导致作业中断的故障数，由系统 MTBF 得出。</translation>
    </message>
    <message>
        <source>Expected job-interrupting failures per day of operating the whole fleet.</source>
        <translation>整个舰队每运行一天预期导致作业中断的故障数。</translation>
    </message>
    <message>
        <source>Expected job-interrupting failures per year of operating the whole fleet.</source>
        <translation>整个舰队每运行一年预期导致作业中断的故障数。</translation>
    </message>
    <message>
        <source>Goodput: share of wall time doing useful work after checkpoint writes, lost work and restarts (exact renewal model).</source>
        <translation>有效产出率（Goodput）：扣除检查点写入、损失的工作量和重启后，墙钟时间中用于有效工作的比例（精确更新过程模型）。</translation>
    </message>
    <message>
        <source>Goodput from the first-order model of checkpoint, lost-work and restart overheads, to compare with the exact one.</source>
        <translation>由检查点、损失的工作量和重启开销的一阶模型得出的有效产出率（Goodput），用于与精确模型比较。</translation>
    </message>
    <message>
        <source>Expected node failures, accelerators excluded, over the run length.</source>
        <translation>运行期间预期的节点故障数，不含加速器故障。</translation>
    </message>
    <message>
        <source>Share of the run spent detecting failures and restarting, lost work not included.</source>
        <translation>运行中用于检测故障和重启的时间比例，不含损失的工作量。</translation>
    </message>
    <message>
        <source>Probability that the whole run completes without a single failure.</source>
        <translation>整个运行期间不发生任何故障而完成的概率。</translation>
    </message>
    <message>
        <source>Steady-state probability that enough healthy nodes, spares included, are available to run the job.</source>
        <translation>稳态下有足够健康节点（含备用节点）可供运行作业的概率。</translation>
    </message>
    <message>
        <source>Fewest spare nodes that keep the job available 99 % of the time.</source>
        <translation>使作业在 99% 的时间内可用所需的最少备用节点数。</translation>
    </message>
    <message>
        <source>Expected switch failures over the run length.</source>
        <translation>运行期间预期的交换机故障数。</translation>
    </message>
    <message>
        <source>System MTBF of the synchronous job: mean time between failures of any accelerator, node or switch.</source>
        <translation>同步作业的系统 MTBF：任一加速器、节点或交换机发生故障的平均间隔时间。</translation>
    </message>
    <message>
        <source>Training wall time including the checkpoint, lost-work and restart overheads of the reliability model.</source>
        <translation>计入可靠性模型中检查点、损失的工作量和重启开销后的训练墙钟时间。</translation>
    </message>
    <message>
        <source>Manufacturing (embodied) CO2e of all accelerators in the fleet, from the catalog&apos;s per-device footprint.</source>
        <translation>舰队全部加速器制造过程的隐含碳排放（CO2e），按目录中每个器件的碳足迹计算。</translation>
    </message>
    <message>
        <source>Embodied CO2e of the node hosts (CPUs, DRAM, NICs, storage, chassis) without their accelerators, estimated per node.</source>
        <translation>节点主机部分（CPU、内存、网卡、存储、机箱）的隐含碳排放（CO2e），不含加速器，按节点估算。</translation>
    </message>
    <message>
        <source>Embodied CO2e of the fleet charged to this run, amortized straight-line by the share of service life the run occupies.</source>
        <translation>分摊到本次运行的舰队隐含碳排放（CO2e），按本次运行占用的服务寿命比例直线摊销。</translation>
    </message>
    <message>
        <source>Embodied CO2e of the scale-out network gear (switches and pluggable transceivers), an estimate that leaves out copper cables.</source>
        <translation>横向扩展网络设备（交换机和可插拔光模块）的隐含碳排放（CO2e），为估算值，未计铜缆。</translation>
    </message>
    <message>
        <source>Manufacturing footprint of the whole fleet (accelerators, hosts, network), not allocated to a run; facility construction excluded.</source>
        <translation>整个舰队（加速器、主机、网络）的制造碳足迹，不分摊到具体运行；不含设施建设。</translation>
    </message>
    <message>
        <source>Facility (grid) energy of the training run: the average IT load times PUE over the whole wall-clock time.</source>
        <translation>训练运行的设施（电网）能耗：平均 IT 负载乘以 PUE，再乘以整个墙钟时间。</translation>
    </message>
    <message>
        <source>Energy productivity of the run: useful training FLOPs delivered per joule of facility energy.</source>
        <translation>本次运行的能量生产率：每焦耳设施能耗完成的有效训练 FLOPs。</translation>
    </message>
    <message>
        <source>Grid carbon intensity of the fleet&apos;s region, location-based unless a market-based factor is set.</source>
        <translation>舰队所在区域的电网碳强度；除非设置了市场法排放因子，否则采用基于位置的数值。</translation>
    </message>
    <message>
        <source>IT energy of the training run before PUE, the basis of site water use through WUE.</source>
        <translation>训练运行未乘 PUE 的 IT 能耗，是经 WUE 计算站点用水量的基础。</translation>
    </message>
    <message>
        <source>Share of the hardware&apos;s service life the training run occupies, used to amortize embodied carbon to the run.</source>
        <translation>训练运行占用的硬件服务寿命比例，用于把隐含碳排放摊销到本次运行。</translation>
    </message>
    <message>
        <source>Operational CO2e of the run: its facility energy times the grid carbon intensity.</source>
        <translation>本次运行的运行碳排放（CO2e）：设施能耗乘以电网碳强度。</translation>
    </message>
    <message>
        <source>Ratio of the dirtiest to the cleanest grid intensity among catalog regions: how much siting alone can change operational CO2e.</source>
        <translation>目录各区域中最高与最低电网碳强度之比：仅靠选址能使运行碳排放改变多少倍。</translation>
    </message>
    <message>
        <source>Water the site evaporates for cooling during the run, from WUE and the run&apos;s IT energy.</source>
        <translation>运行期间站点为冷却蒸发的水量，由 WUE 和本次运行的 IT 能耗得出。</translation>
    </message>
    <message>
        <source>Total CO2e of the run: operational emissions plus the embodied share allocated to it.</source>
        <translation>本次运行的总碳排放（CO2e）：运行碳排放加上分摊到本次运行的隐含碳排放。</translation>
    </message>
    <message>
        <source>Water footprint of the run: site water, plus off-site water of generation when the region states a grid water intensity.</source>
        <translation>本次运行的水足迹：站点用水量；若区域给出了电网用水强度，再加上发电环节的场外用水。</translation>
    </message>
    <message>
        <source>Utilization above which owning the fleet is cheaper than renting the same accelerator-hours in the cloud.</source>
        <translation>利用率高于此值时，自建舰队比在云上租用同样的加速器小时更便宜。</translation>
    </message>
    <message>
        <source>Purchase cost of the compute nodes, accelerators included.</source>
        <translation>计算节点的购置成本，含加速器。</translation>
    </message>
    <message>
        <source>Purchase cost of the scale-out fabric&apos;s switches and transceivers.</source>
        <translation>横向扩展网络结构中交换机和光模块的购置成本。</translation>
    </message>
    <message>
        <source>Cost of power delivery, cooling plant and shell sized for the peak IT load.</source>
        <translation>按峰值 IT 负载配置的供电、制冷设施和建筑主体的成本。</translation>
    </message>
    <message>
        <source>Installation cost, a share of the compute and fabric hardware cost.</source>
        <translation>安装成本，按计算与网络结构硬件成本的一定比例计算。</translation>
    </message>
    <message>
        <source>Total up-front cost: compute, fabric, facility and installation.</source>
        <translation>前期总投入：计算、网络结构、设施和安装。</translation>
    </message>
    <message>
        <source>Cost of renting the same utilized accelerator-hours in the cloud over the service life.</source>
        <translation>在服务寿命内于云上租用同等已利用加速器小时的成本。</translation>
    </message>
    <message>
        <source>Cost of the training run on rented cloud accelerators.</source>
        <translation>在租用的云加速器上完成训练运行的成本。</translation>
    </message>
    <message>
        <source>Yearly straight-line depreciation of the capex over the service life, without salvage value.</source>
        <translation>资本支出在服务寿命内按直线法计提的年折旧，不计残值。</translation>
    </message>
    <message>
        <source>Yearly electricity cost of the fleet at the scenario&apos;s energy price.</source>
        <translation>按方案电价计算的舰队年电费。</translation>
    </message>
    <message>
        <source>Facility energy the fleet draws per year, at working power while utilized and idle power otherwise.</source>
        <translation>舰队每年的设施能耗：利用时按工作功率计，其余时间按空闲功率计。</translation>
    </message>
    <message>
        <source>Estimated cost of the HBM inside the fleet&apos;s accelerators, already part of the compute capex.</source>
        <translation>舰队加速器内 HBM 的估算成本，已包含在计算资本支出中。</translation>
    </message>
    <message>
        <source>IT load of the fleet while its accelerators sit idle.</source>
        <translation>加速器空闲时舰队的 IT 负载。</translation>
    </message>
    <message>
        <source>Yearly cost of support contracts, spares and repairs.</source>
        <translation>每年的技术支持合同、备件和维修费用。</translation>
    </message>
    <message>
        <source>Yearly operating cost: electricity, maintenance and staff.</source>
        <translation>每年的运营支出：电费、维护和人员。</translation>
    </message>
    <message>
        <source>Whether owning the fleet costs less than renting the same utilized accelerator-hours in the cloud.</source>
        <translation>自建舰队的成本是否低于在云上租用同等已利用加速器小时的成本。</translation>
    </message>
    <message>
        <source>Yearly staff cost of operating the fleet.</source>
        <translation>运营舰队的年人员成本。</translation>
    </message>
    <message>
        <source>Total cost of ownership over the service life: capex plus every year&apos;s opex.</source>
        <translation>服务寿命内的总拥有成本（TCO）：资本支出加上每年的运营支出。</translation>
    </message>
    <message>
        <source>Owned cost per utilized accelerator-hour, to compare with cloud prices.</source>
        <translation>自建方式下每已利用加速器小时的成本，用于与云租赁价格比较。</translation>
    </message>
    <message>
        <source>Cost of one PFLOP/s delivered for one hour at the plan&apos;s MFU and training precision.</source>
        <translation>按方案的 MFU 和训练精度，有效提供 1 PFLOP/s 算力一小时的成本。</translation>
    </message>
    <message>
        <source>Owned cost per million decoded tokens at the single-accelerator decode rate, prefill not counted.</source>
        <translation>按单加速器解码速率计算的自建每百万解码 Token 成本，不计预填充。</translation>
    </message>
    <message>
        <source>Cost of the training run as its share of the owned fleet at the owned hourly rate.</source>
        <translation>按自建小时费率，训练运行所占自建舰队份额对应的成本。</translation>
    </message>
    <message>
        <source>Accelerators the serving fleet uses: its replicas times their tensor-parallel size.</source>
        <translation>推理服务舰队使用的加速器数：副本数乘以每副本的张量并行度。</translation>
    </message>
    <message>
        <source>Sequences a replica batches at its operating point: the largest batch meeting the p99 TTFT and TPOT targets.</source>
        <translation>副本在工作点批处理的序列数：满足 P99 首 Token 延迟（TTFT）和每输出 Token 延迟（TPOT）目标的最大批次大小。</translation>
    </message>
    <message>
        <source>Mean batch a replica runs at its share of the requested load.</source>
        <translation>副本承担其分摊的请求负载时的平均批次大小。</translation>
    </message>
    <message>
        <source>Up-front cost of the serving fleet: hardware, facility and installation.</source>
        <translation>推理服务舰队的前期投入：硬件、设施和安装。</translation>
    </message>
    <message>
        <source>Operational CO2e the serving fleet emits per year.</source>
        <translation>推理服务舰队每年的运行碳排放（CO2e）。</translation>
    </message>
    <message>
        <source>Cost per million output tokens when renting the serving accelerators for the utilized hours.</source>
        <translation>按已利用小时租用推理服务加速器时的每百万输出 Token 成本。</translation>
    </message>
    <message>
        <source>Share of a decode step&apos;s operator time bound by HBM bandwidth rather than arithmetic.</source>
        <translation>解码步算子时间中受 HBM 带宽而非计算限制的比例。</translation>
    </message>
    <message>
        <source>Time of one pure decode iteration, in which every sequence of the batch advances one token.</source>
        <translation>一次纯解码迭代的时间，批次中每个序列在该迭代中前进一个 Token。</translation>
    </message>
    <message>
        <source>Facility energy the serving fleet draws per year at its utilization.</source>
        <translation>推理服务舰队按其利用率每年消耗的设施能耗。</translation>
    </message>
    <message>
        <source>Peak facility power of the serving fleet: its IT load times PUE.</source>
        <translation>推理服务舰队的峰值设施总功率：其 IT 负载乘以 PUE。</translation>
    </message>
    <message>
        <source>Peak IT load of the serving fleet&apos;s nodes.</source>
        <translation>推理服务舰队节点的峰值 IT 负载。</translation>
    </message>
    <message>
        <source>Facility energy per output token served.</source>
        <translation>每输出一个 Token 的设施能耗。</translation>
    </message>
    <message>
        <source>HBM left on each serving accelerator for the KV cache after the weights and the runtime workspace.</source>
        <translation>每个推理服务加速器在存放权重和运行时工作区后留给 KV 缓存的 HBM。</translation>
    </message>
    <message>
        <source>KV cache one token of one sequence needs over all layers of the model.</source>
        <translation>单个序列的一个 Token 在模型所有层上所需的 KV 缓存。</translation>
    </message>
    <message>
        <source>Most whole sequences whose KV cache fits beside the weights on a replica.</source>
        <translation>副本上除权重外还能容纳其 KV 缓存的完整序列的最大数量。</translation>
    </message>
    <message>
        <source>Nodes the serving replicas pack into.</source>
        <translation>推理服务副本所占用的节点数。</translation>
    </message>
    <message>
        <source>Time to prefill one prompt alone on a replica.</source>
        <translation>副本单独处理一个提示词时的预填充时间。</translation>
    </message>
    <message>
        <source>Independent model replicas in the serving fleet.</source>
        <translation>推理服务舰队中独立模型副本的数量。</translation>
    </message>
    <message>
        <source>Requests one replica completes per second at its operating point.</source>
        <translation>单个副本在工作点每秒完成的请求数。</translation>
    </message>
    <message>
        <source>Output tokens per second the whole serving fleet emits.</source>
        <translation>整个推理服务舰队每秒输出的 Token 数。</translation>
    </message>
    <message>
        <source>Output tokens per second per accelerator within the p99 latency targets.</source>
        <translation>满足 P99 延迟目标时每个加速器每秒输出的 Token 数。</translation>
    </message>
    <message>
        <source>Output tokens per second of one replica at its operating point.</source>
        <translation>单个副本在工作点每秒输出的 Token 数。</translation>
    </message>
    <message>
        <source>Tensor-parallel degree of each serving replica.</source>
        <translation>每个推理服务副本的张量并行度。</translation>
    </message>
    <message>
        <source>Tensor-parallel AllReduce time inside one decode step, two per layer.</source>
        <translation>单个解码步内的张量并行 AllReduce 时间，每层两次。</translation>
    </message>
    <message>
        <source>Median time per output token (TPOT).</source>
        <translation>每输出 Token 延迟（TPOT）的中位数。</translation>
    </message>
    <message>
        <source>99th-percentile time per output token (TPOT), as the batch fluctuates with arrivals and departures.</source>
        <translation>每输出 Token 延迟（TPOT）的第 99 百分位，反映批次随请求到达与完成而波动。</translation>
    </message>
    <message>
        <source>Mean time per output token (TPOT) under continuous batching with prompts prefilled inside decode iterations.</source>
        <translation>连续批处理下、提示词在解码迭代内完成预填充时的平均每输出 Token 延迟（TPOT）。</translation>
    </message>
    <message>
        <source>Median time to first token (TTFT), queueing included.</source>
        <translation>首 Token 延迟（TTFT）的中位数，含排队时间。</translation>
    </message>
    <message>
        <source>99th-percentile time to first token (TTFT), an upper bound from the slot queue model.</source>
        <translation>首 Token 延迟（TTFT）的第 99 百分位，由批次槽位排队模型给出的上界。</translation>
    </message>
    <message>
        <source>Mean time to first token (TTFT): queue wait, scheduling and the prefill iteration.</source>
        <translation>平均首 Token 延迟（TTFT）：排队等待、调度和预填充迭代。</translation>
    </message>
    <message>
        <source>Cost per million output tokens when owning the serving fleet, from its total cost of ownership.</source>
        <translation>自建推理服务舰队时的每百万输出 Token 成本，由其总拥有成本（TCO）得出。</translation>
    </message>
    <message>
        <source>Yearly cost of owning the serving fleet: depreciation plus electricity and maintenance.</source>
        <translation>自建推理服务舰队的年成本：折旧加电费和维护。</translation>
    </message>
    <message>
        <source>Share of the sized serving fleet&apos;s capacity the requested load uses.</source>
        <translation>请求负载占所规划推理服务舰队容量的比例。</translation>
    </message>
    <message>
        <source>Model weight bytes each serving accelerator holds after tensor-parallel splitting.</source>
        <translation>经张量并行切分后每个推理服务加速器存放的模型权重字节数。</translation>
    </message>
    <message>
        <source>Embodied CO2e of the nodes, accelerators included, from the node row&apos;s whole-system footprint (when the catalog states one).</source>
        <translation>节点（含加速器）的隐含碳排放（CO2e），取自目录节点行的整机碳足迹（目录给出时）。</translation>
    </message>
    <message>
        <source>Off-site water consumed generating the run&apos;s facility electricity, from the region&apos;s water intensity of generation.</source>
        <translation>为本次运行的设施用电发电所消耗的场外水量，由所在地区发电的水强度得出。</translation>
    </message>
    <message>
        <source>Parameters each token passes through: the total for a dense model; for a Mixture of Experts the shared part and the top-k routed experts.</source>
        <translation>每个 Token 经过的参数：稠密模型为全部参数；混合专家模型（MoE）为共享部分加上 top-k 个路由专家。</translation>
    </message>
    <message>
        <source>Parameters the architecture counts: embeddings, output head, attention, MLP or experts, routers and norms.</source>
        <translation>由架构计数的参数：嵌入、输出头、注意力、MLP 或专家、路由器和归一化层。</translation>
    </message>
    <message>
        <source>Total parameters of the plan&apos;s model the kernels use: counted from the architecture, or model.params where typed.</source>
        <translation>计算内核使用的方案模型总参数量：由架构计数，或在填写时取 model.params。</translation>
    </message>
    <message>
        <source>Mixture-of-Experts token dispatch and combine all-to-alls per step, forward and backward, exposed after overlap.</source>
        <translation>每步混合专家模型（MoE）Token 分发与合并的 AllToAll（前向与反向），重叠后仍暴露的部分。</translation>
    </message>
    <message>
        <source>Context parallelism&apos;s K/V ring per step (forward, backward, recompute), exposed beyond the attention it overlaps.</source>
        <translation>上下文并行每步的 K/V 环形交换（前向、反向、重计算），超出其所重叠的注意力计算的暴露部分。</translation>
    </message>
    <message>
        <source>Share of their rate the compute-bound kernels keep under the power cap and the racks&apos; cooling, (P / TDP)^k.</source>
        <translation>功耗上限与机架冷却之下，计算受限内核保持的速率占比，(P / TDP)^k。</translation>
    </message>
    <message>
        <source>Expert-parallel degree of each serving replica: the accelerators its routed experts are spread over (1 = the experts TP-sharded).</source>
        <translation>每个推理服务副本的专家并行度：其路由专家所分布的加速器数（1 = 专家按张量并行切分）。</translation>
    </message>
    <message>
        <source>Dispatch and combine all-to-alls of every MoE layer inside one decode step (serving.ep &gt; 1).</source>
        <translation>一次解码步中每个 MoE 层的分发与合并 AllToAll（serving.ep &gt; 1）。</translation>
    </message>
    <message>
        <source>Accelerators of the decode replicas when prefill and decode are disaggregated (serving.disaggregated).</source>
        <translation>预填充与解码分离时解码副本的加速器数（serving.disaggregated）。</translation>
    </message>
    <message>
        <source>Time to move one prompt&apos;s KV cache from its prefill replica to a decode replica over the scale-out fabric (serving.disaggregated).</source>
        <translation>经横向扩展网络把一个提示的 KV 缓存从预填充副本移到解码副本的时间（serving.disaggregated）。</translation>
    </message>
    <message>
        <source>Accelerators of the prefill pool when prefill and decode are disaggregated.</source>
        <translation>预填充与解码分离时预填充池的加速器数。</translation>
    </message>
    <message>
        <source>Expert-parallel degree of each prefill replica (serving.prefillEp).</source>
        <translation>每个预填充副本的专家并行度（serving.prefillEp）。</translation>
    </message>
    <message>
        <source>Prompt tokens a prefill-pool accelerator processes per second at full utilization.</source>
        <translation>预填充池中一个加速器满负荷时每秒处理的提示 Token 数。</translation>
    </message>
    <message>
        <source>Nodes the prefill replicas pack into (nodes of their own).</source>
        <translation>预填充副本占用的节点数（独立的节点）。</translation>
    </message>
    <message>
        <source>Whole prompts an attention group of a prefill replica prefills in one step (serving.prefillBatchTokens).</source>
        <translation>预填充副本的一个注意力组在一步中预填充的完整提示数（serving.prefillBatchTokens）。</translation>
    </message>
    <message>
        <source>Replicas of the prefill pool: the fewest that meet the p99 TTFT target at the load.</source>
        <translation>预填充池的副本数：在该负载下满足 p99 TTFT 目标的最少副本数。</translation>
    </message>
    <message>
        <source>Time of one step of a prefill replica, every attention group with its batch of prompts.</source>
        <translation>预填充副本一步的时间，每个注意力组处理其一批提示。</translation>
    </message>
    <message>
        <source>Tensor-parallel degree of each prefill replica.</source>
        <translation>每个预填充副本的张量并行度。</translation>
    </message>
    <message>
        <source>Share of the prefill pool&apos;s capacity the requests use.</source>
        <translation>请求占用的预填充池容量比例。</translation>
    </message>
    <message>
        <source>What the fabric&apos;s tier above the leaves carries between them per direction: twice the bisection; zero when one switch tier holds the fleet.</source>
        <translation>结构中叶交换机之上的一层在叶之间每方向可承载的带宽：二分带宽的两倍；一层交换机即可容纳整个集群时为零。</translation>
    </message>
    <message>
        <source>Bytes per second one accelerator of the serving fleet sends in its MoE layers&apos; dispatch and combine, over NVLink and its NIC.</source>
        <translation>推理集群中一个加速器每秒在 MoE 层的分发与合并中经 NVLink 与其网卡（NIC）发送的字节数。</translation>
    </message>
    <message>
        <source>Simultaneous flows of one replica&apos;s expert-parallel all-to-all: every rank of the group to every rank.</source>
        <translation>一个副本的专家并行 AllToAll 中同时存在的流：组内每个 rank 发往每个 rank。</translation>
    </message>
    <message>
        <source>Bytes per second per accelerator of a disaggregated fleet that carry prompts&apos; KV caches from the prefill pool to the decode replicas.</source>
        <translation>分离式集群中每个加速器每秒将提示词的 KV 缓存从预填充池送往解码副本的字节数。</translation>
    </message>
    <message>
        <source>Bytes per second one accelerator of the serving fleet sends through its NIC onto the fabric, at the fleet&apos;s token rate.</source>
        <translation>推理集群中一个加速器以集群的 token 速率每秒经网卡（NIC）送入网络结构的字节数。</translation>
    </message>
    <message>
        <source>Bytes per second the whole serving fleet sends across the fabric&apos;s spine, between leaves.</source>
        <translation>整个推理集群每秒跨越网络结构脊层（叶交换机之间）发送的字节数。</translation>
    </message>
    <message>
        <source>Bytes per second one accelerator of the serving fleet sends in its tensor-parallel all-reduces.</source>
        <translation>推理集群中一个加速器每秒在张量并行 AllReduce 中发送的字节数。</translation>
    </message>
    <message>
        <source>Mean demand of the training job and the serving fleet on the fabric&apos;s spine over its capacity; above one the spine cannot carry them.</source>
        <translation>训练作业与推理集群对网络结构脊层的平均需求与其容量之比；大于 1 时脊层无法承载。</translation>
    </message>
    <message>
        <source>Bytes one accelerator sends per training step in its context-parallel K/V ring.</source>
        <translation>一个加速器每个训练步在上下文并行 K/V 环中发送的字节数。</translation>
    </message>
    <message>
        <source>Bytes one accelerator sends per training step in its data-parallel gradient reductions and ZeRO parameter gathers.</source>
        <translation>一个加速器每个训练步在数据并行梯度归约与 ZeRO 参数收集中发送的字节数。</translation>
    </message>
    <message>
        <source>Bytes one accelerator sends per training step in its MoE layers&apos; dispatch and combine all-to-alls.</source>
        <translation>一个加速器每个训练步在 MoE 层分发与合并 AllToAll 中发送的字节数。</translation>
    </message>
    <message>
        <source>Simultaneous flows of one expert-parallel group&apos;s all-to-all: every rank of the group to every rank.</source>
        <translation>一个专家并行组的 AllToAll 中同时存在的流：组内每个 rank 发往每个 rank。</translation>
    </message>
    <message>
        <source>Share of the training step one accelerator&apos;s NIC would spend sending its bytes at line rate.</source>
        <translation>一个加速器的网卡（NIC）以线速发送其字节所需时间占训练步的比例。</translation>
    </message>
    <message>
        <source>Bytes per second one accelerator sends through its NIC onto the fabric, averaged over the training step.</source>
        <translation>一个加速器每秒经网卡（NIC）送入网络结构的字节数，按训练步平均。</translation>
    </message>
    <message>
        <source>Bytes one accelerator sends per training step to its neighbouring pipeline stages.</source>
        <translation>一个加速器每个训练步向相邻流水线阶段发送的字节数。</translation>
    </message>
    <message>
        <source>Bytes one accelerator sends per training step through its NIC onto the scale-out fabric, all parallel groups.</source>
        <translation>一个加速器每个训练步经网卡（NIC）送入横向扩展网络结构的字节数（所有并行组）。</translation>
    </message>
    <message>
        <source>Of one accelerator&apos;s NIC bytes per training step, those that leave its leaf switch and cross the spine.</source>
        <translation>一个加速器每个训练步经网卡发送的字节中，离开其叶交换机、跨越脊层的部分。</translation>
    </message>
    <message>
        <source>Bytes per second the whole training job sends across the fabric&apos;s spine, between leaves, averaged over the step.</source>
        <translation>整个训练作业每秒跨越网络结构脊层（叶交换机之间）发送的字节数，按训练步平均。</translation>
    </message>
    <message>
        <source>Bytes one accelerator sends per training step in its tensor-parallel collectives.</source>
        <translation>一个加速器每个训练步在张量并行集合通信中发送的字节数。</translation>
    </message>
    <message>
        <source>Context-parallel degree of each serving replica: the TP groups that share every sequence&apos;s KV cache and its prompt&apos;s attention (1 = none).</source>
        <translation>每个服务副本的上下文并行度：共享每个序列的 KV 缓存及其提示词注意力的 TP 组数（1 = 不使用）。</translation>
    </message>
    <message>
        <source>Decode&apos;s query all-gather and partial-output reduce-scatter over the CP ranks, every layer (serving.cp &gt; 1).</source>
        <translation>解码时每层在 CP 各秩之间对查询做 AllGather、对部分输出做 ReduceScatter（serving.cp &gt; 1）。</translation>
    </message>
    <message>
        <source>The part of one prompt&apos;s K/V ring over the CP ranks that its attention blocks do not hide (serving.cp &gt; 1).</source>
        <translation>一个提示词在 CP 各秩之间的 K/V 环形传递中未被其注意力块隐藏的部分（serving.cp &gt; 1）。</translation>
    </message>
    <message>
        <source>Bytes per second one accelerator of the serving fleet sends in its context-parallel K/V rings and query exchanges.</source>
        <translation>服务集群每个加速器在上下文并行 K/V 环与查询交换中每秒发送的字节数。</translation>
    </message>
    <message>
        <source>Routed experts per MoE layer one decode step&apos;s tokens touch and read from HBM: E · (1 − (1 − k/E)^B).</source>
        <translation>一个解码步的 token 在每个 MoE 层触及并从 HBM 读取的路由专家数：E · (1 − (1 − k/E)^B)。</translation>
    </message>
</context>
<context>
    <name>ResultLabels</name>
    <message>
        <source>Peak throughput (serving precision)</source>
        <translation>峰值算力（推理精度）</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>Ridge point (serving precision)</source>
        <translation>屋脊点（推理精度）</translation>
    </message>
    <message>
        <source>Peak throughput (training precision)</source>
        <translation>峰值算力（训练精度）</translation>
    </message>
    <message>
        <source>Ridge point (training precision)</source>
        <translation>屋脊点（训练精度）</translation>
    </message>
    <message>
        <source>Weight bytes</source>
        <translation>权重字节数</translation>
    </message>
    <message>
        <source>Decode arithmetic intensity</source>
        <translation>解码算术强度</translation>
    </message>
    <message>
        <source>Decode time per token (bandwidth floor)</source>
        <translation>解码每 Token 时间（带宽下限）</translation>
    </message>
    <message>
        <source>Compute time per token</source>
        <translation>每 Token 计算时间</translation>
    </message>
    <message>
        <source>Memory-bound share of decode</source>
        <translation>解码内存受限度</translation>
    </message>
    <message>
        <source>Accelerators to hold the weights</source>
        <translation>容纳权重所需加速器数</translation>
    </message>
    <message>
        <source>Decode time per token, tensor-parallel</source>
        <translation>解码每 Token 时间（张量并行）</translation>
    </message>
    <message>
        <source>Attainable decode throughput</source>
        <translation>解码可达 FLOP/s</translation>
    </message>
    <message>
        <source>Decode utilization of peak</source>
        <translation>解码峰值利用率</translation>
    </message>
    <message>
        <source>Decode throughput</source>
        <translation>解码吞吐量</translation>
    </message>
    <message>
        <source>Prefill arithmetic intensity (upper bound)</source>
        <translation>预填充算术强度（上限）</translation>
    </message>
    <message>
        <source>Training compute (6·P·D)</source>
        <translation>训练总 FLOPs（6·P·D）</translation>
    </message>
    <message>
        <source>Sustained cluster throughput</source>
        <translation>集群持续算力</translation>
    </message>
    <message>
        <source>Ideal training time</source>
        <translation>理想训练时间</translation>
    </message>
    <message>
        <source>Wall-clock training time</source>
        <translation>训练墙钟时间</translation>
    </message>
    <message>
        <source>… after scaling efficiency</source>
        <translation>… 计入扩展效率后</translation>
    </message>
    <message>
        <source>… after pipeline bubble</source>
        <translation>… 计入流水线气泡后</translation>
    </message>
    <message>
        <source>… after checkpointing</source>
        <translation>… 计入检查点后</translation>
    </message>
    <message>
        <source>… after failures</source>
        <translation>… 计入故障后</translation>
    </message>
    <message>
        <source>… after maintenance</source>
        <translation>… 计入维护后</translation>
    </message>
    <message>
        <source>Accelerator-hours</source>
        <translation>加速器小时</translation>
    </message>
    <message>
        <source>Training arithmetic intensity</source>
        <translation>训练算术强度</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Training state, unsharded</source>
        <translation>训练状态（未分片）</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>每 GPU 权重</translation>
    </message>
    <message>
        <source>Gradients per GPU</source>
        <translation>每 GPU 梯度</translation>
    </message>
    <message>
        <source>Optimizer state per GPU</source>
        <translation>每 GPU 优化器状态</translation>
    </message>
    <message>
        <source>FP32 master copy per GPU</source>
        <translation>每 GPU FP32 主副本</translation>
    </message>
    <message>
        <source>Activations per GPU</source>
        <translation>每 GPU 激活值</translation>
    </message>
    <message>
        <source>Buffers per GPU</source>
        <translation>每 GPU 缓冲区</translation>
    </message>
    <message>
        <source>Total memory per GPU</source>
        <translation>每 GPU 显存合计</translation>
    </message>
    <message>
        <source>HBM per GPU</source>
        <translation>每 GPU HBM</translation>
    </message>
    <message>
        <source>HBM headroom</source>
        <translation>HBM 余量</translation>
    </message>
    <message>
        <source>Fits in HBM</source>
        <translation>HBM 可容纳</translation>
    </message>
    <message>
        <source>Offloaded optimizer per GPU</source>
        <translation>每 GPU 卸载的优化器状态</translation>
    </message>
    <message>
        <source>Offload transfer per step</source>
        <translation>每步卸载传输时间</translation>
    </message>
    <message>
        <source>α-β crossover (scale-out)</source>
        <translation>α-β 交叉点 n*（横向扩展）</translation>
    </message>
    <message>
        <source>α-β crossover (scale-up)</source>
        <translation>α-β 交叉点 n*（纵向扩展）</translation>
    </message>
    <message>
        <source>Gradient shard per replica</source>
        <translation>每副本梯度分片</translation>
    </message>
    <message>
        <source>DP AllReduce (ring)</source>
        <translation>数据并行 AllReduce（环形）</translation>
    </message>
    <message>
        <source>DP AllReduce (tree)</source>
        <translation>数据并行 AllReduce（树形）</translation>
    </message>
    <message>
        <source>DP AllReduce (hierarchical)</source>
        <translation>数据并行 AllReduce（分层）</translation>
    </message>
    <message>
        <source>TP AllReduce message</source>
        <translation>张量并行 AllReduce 消息</translation>
    </message>
    <message>
        <source>TP AllReduce per layer</source>
        <translation>每层张量并行 AllReduce</translation>
    </message>
    <message>
        <source>TP AllReduce per step</source>
        <translation>每步张量并行 AllReduce</translation>
    </message>
    <message>
        <source>Pipeline stage transfer</source>
        <translation>流水线阶段间传输</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation>每步通信时间</translation>
    </message>
    <message>
        <source>Compute share of a step</source>
        <translation>计算占每步比例</translation>
    </message>
    <message>
        <source>Communication intensity</source>
        <translation>通信强度（CI）</translation>
    </message>
    <message>
        <source>Amdahl bound on speed-up</source>
        <translation>阿姆达尔定律加速比上限</translation>
    </message>
    <message>
        <source>Staircase: HBM bandwidth</source>
        <translation>带宽阶梯：HBM 带宽</translation>
    </message>
    <message>
        <source>Staircase: message over HBM</source>
        <translation>带宽阶梯：经 HBM 传输消息</translation>
    </message>
    <message>
        <source>Staircase: scale-up bandwidth</source>
        <translation>带宽阶梯：纵向扩展带宽</translation>
    </message>
    <message>
        <source>Staircase: message over scale-up</source>
        <translation>带宽阶梯：经纵向扩展链路传输消息</translation>
    </message>
    <message>
        <source>Staircase: host link bandwidth</source>
        <translation>带宽阶梯：主机链路带宽</translation>
    </message>
    <message>
        <source>Staircase: message over host link</source>
        <translation>带宽阶梯：经主机链路传输消息</translation>
    </message>
    <message>
        <source>Staircase: scale-out bandwidth</source>
        <translation>带宽阶梯：横向扩展带宽</translation>
    </message>
    <message>
        <source>Staircase: message over scale-out</source>
        <translation>带宽阶梯：经横向扩展链路传输消息</translation>
    </message>
    <message>
        <source>Staircase: storage bandwidth</source>
        <translation>带宽阶梯：存储带宽</translation>
    </message>
    <message>
        <source>Staircase: message from storage</source>
        <translation>带宽阶梯：从存储读取消息</translation>
    </message>
    <message>
        <source>Scale-up / scale-out cliff</source>
        <translation>纵向/横向扩展带宽断崖</translation>
    </message>
    <message>
        <source>Hosts on the fabric</source>
        <translation>网络结构上的主机数</translation>
    </message>
    <message>
        <source>Topology capacity (hosts)</source>
        <translation>拓扑容量（主机数）</translation>
    </message>
    <message>
        <source>Switch tiers used</source>
        <translation>实际交换机层数</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Pod 数</translation>
    </message>
    <message>
        <source>Rails</source>
        <translation>轨道数</translation>
    </message>
    <message>
        <source>Leaf ports down</source>
        <translation>叶交换机下行端口</translation>
    </message>
    <message>
        <source>Leaf ports up</source>
        <translation>叶交换机上行端口</translation>
    </message>
    <message>
        <source>Oversubscription (built)</source>
        <translation>收敛比（实际）</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机数</translation>
    </message>
    <message>
        <source>… leaf switches</source>
        <translation>… 叶交换机</translation>
    </message>
    <message>
        <source>… spine switches</source>
        <translation>… 脊交换机</translation>
    </message>
    <message>
        <source>… core switches</source>
        <translation>… 核心交换机</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>… host–leaf</source>
        <translation>… 主机–叶</translation>
    </message>
    <message>
        <source>… leaf–spine</source>
        <translation>… 叶–脊</translation>
    </message>
    <message>
        <source>… spine–core</source>
        <translation>… 脊–核心</translation>
    </message>
    <message>
        <source>… copper (in rack)</source>
        <translation>… 铜缆（机架内）</translation>
    </message>
    <message>
        <source>… optical</source>
        <translation>… 光链路</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块数</translation>
    </message>
    <message>
        <source>Switch ports in use</source>
        <translation>已用交换机端口</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>二分带宽</translation>
    </message>
    <message>
        <source>Bisection if non-blocking</source>
        <translation>非阻塞时的二分带宽</translation>
    </message>
    <message>
        <source>Average switch hops</source>
        <translation>平均交换机跳数</translation>
    </message>
    <message>
        <source>Worst switch hops</source>
        <translation>最大交换机跳数</translation>
    </message>
    <message>
        <source>Average switching latency</source>
        <translation>平均交换延迟</translation>
    </message>
    <message>
        <source>Worst switching latency</source>
        <translation>最大交换延迟</translation>
    </message>
    <message>
        <source>Fabric power</source>
        <translation>网络结构功耗</translation>
    </message>
    <message>
        <source>… switches</source>
        <translation>… 交换机</translation>
    </message>
    <message>
        <source>… optics</source>
        <translation>… 光模块</translation>
    </message>
    <message>
        <source>Fabric cost</source>
        <translation>网络结构成本</translation>
    </message>
    <message>
        <source>PFC storm risk per day</source>
        <translation>每日 PFC 风暴风险</translation>
    </message>
    <message>
        <source>Accelerator at peak</source>
        <translation>加速器峰值功耗</translation>
    </message>
    <message>
        <source>Rest of a node</source>
        <translation>节点其余部分</translation>
    </message>
    <message>
        <source>Node at peak</source>
        <translation>节点峰值功耗</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架数</translation>
    </message>
    <message>
        <source>In-rack switches per rack</source>
        <translation>每机架的机架内交换机功耗</translation>
    </message>
    <message>
        <source>Rack at peak</source>
        <translation>机架峰值功率</translation>
    </message>
    <message>
        <source>All accelerators</source>
        <translation>全部加速器</translation>
    </message>
    <message>
        <source>All node overheads</source>
        <translation>全部节点其余功耗</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>PUE overhead</source>
        <translation>PUE 开销</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>Fabric share of IT</source>
        <translation>网络结构占 IT 负载比例</translation>
    </message>
    <message>
        <source>Accelerator on average</source>
        <translation>加速器平均功耗</translation>
    </message>
    <message>
        <source>IT load on average</source>
        <translation>平均 IT 负载</translation>
    </message>
    <message>
        <source>Facility on average</source>
        <translation>设施平均功率</translation>
    </message>
    <message>
        <source>Facility energy per hour</source>
        <translation>设施每小时能耗</translation>
    </message>
    <message>
        <source>Power saved by the cap</source>
        <translation>功耗封顶节省的功率</translation>
    </message>
    <message>
        <source>More accelerators in the same budget</source>
        <translation>同一功率预算下可多部署的加速器</translation>
    </message>
    <message>
        <source>Data movement per token</source>
        <translation>每 Token 数据移动能耗</translation>
    </message>
    <message>
        <source>Arithmetic per token</source>
        <translation>每 Token 运算能耗</translation>
    </message>
    <message>
        <source>Movement / arithmetic energy</source>
        <translation>数据移动 / 运算能耗比</translation>
    </message>
    <message>
        <source>Rack limit of the cooling</source>
        <translation>冷却方式的机架上限</translation>
    </message>
    <message>
        <source>Air cooling suffices</source>
        <translation>风冷是否足够</translation>
    </message>
    <message>
        <source>Clock kept under the cooling</source>
        <translation>冷却限制下保持的频率</translation>
    </message>
    <message>
        <source>Heat flux per die</source>
        <translation>每晶粒热流密度</translation>
    </message>
    <message>
        <source>Heat removed by liquid</source>
        <translation>液冷带走的热量</translation>
    </message>
    <message>
        <source>Coolant flow, hall</source>
        <translation>冷却液流量（机房）</translation>
    </message>
    <message>
        <source>Coolant flow per rack</source>
        <translation>每机架冷却液流量</translation>
    </message>
    <message>
        <source>Coolant distribution units</source>
        <translation>冷量分配单元（CDU）数</translation>
    </message>
    <message>
        <source>Site water per hour</source>
        <translation>站点每小时用水量</translation>
    </message>
    <message>
        <source>Accelerator failure rate (FIT)</source>
        <translation>加速器故障率（FIT）</translation>
    </message>
    <message>
        <source>System MTBF</source>
        <translation>系统 MTBF</translation>
    </message>
    <message>
        <source>Failures per day</source>
        <translation>每日故障数</translation>
    </message>
    <message>
        <source>Failures per year</source>
        <translation>每年故障数</translation>
    </message>
    <message>
        <source>Failures during the run</source>
        <translation>运行期间预期故障数</translation>
    </message>
    <message>
        <source>… of accelerators</source>
        <translation>… 加速器</translation>
    </message>
    <message>
        <source>… of nodes</source>
        <translation>… 节点</translation>
    </message>
    <message>
        <source>… of switches</source>
        <translation>… 交换机</translation>
    </message>
    <message>
        <source>Run without any failure</source>
        <translation>无故障完成运行的概率</translation>
    </message>
    <message>
        <source>Restart overhead</source>
        <translation>重启开销</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Daly interval</source>
        <translation>Daly 检查点间隔</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效产出率</translation>
    </message>
    <message>
        <source>Goodput (first-order)</source>
        <translation>有效产出率（一阶近似）</translation>
    </message>
    <message>
        <source>Training time with failures</source>
        <translation>计入故障的训练时间</translation>
    </message>
    <message>
        <source>Job availability with spares</source>
        <translation>有备用节点时的作业可用性</translation>
    </message>
    <message>
        <source>Spares for 99 % availability</source>
        <translation>99% 可用性所需备用节点</translation>
    </message>
    <message>
        <source>Grid intensity</source>
        <translation>电网碳强度</translation>
    </message>
    <message>
        <source>Cleanest-to-dirtiest grid spread</source>
        <translation>最清洁与最高碳电网之比</translation>
    </message>
    <message>
        <source>IT energy of the run</source>
        <translation>运行的 IT 能耗</translation>
    </message>
    <message>
        <source>Facility energy of the run</source>
        <translation>运行的设施能耗</translation>
    </message>
    <message>
        <source>Operational CO2e of the run</source>
        <translation>运行碳排放（CO2e）</translation>
    </message>
    <message>
        <source>Energy productivity</source>
        <translation>能量生产率</translation>
    </message>
    <message>
        <source>Embodied: accelerators</source>
        <translation>隐含碳排放：加速器</translation>
    </message>
    <message>
        <source>Embodied: hosts</source>
        <translation>隐含碳排放：主机</translation>
    </message>
    <message>
        <source>Embodied: network</source>
        <translation>隐含碳排放：网络</translation>
    </message>
    <message>
        <source>Embodied: whole fleet</source>
        <translation>隐含碳排放：整个舰队</translation>
    </message>
    <message>
        <source>Share of service life used</source>
        <translation>占用的服务寿命比例</translation>
    </message>
    <message>
        <source>Embodied CO2e of the run</source>
        <translation>分摊到运行的隐含碳排放</translation>
    </message>
    <message>
        <source>Total CO2e of the run</source>
        <translation>运行总碳排放（CO2e）</translation>
    </message>
    <message>
        <source>Site water of the run</source>
        <translation>运行的站点用水量</translation>
    </message>
    <message>
        <source>Water of the run</source>
        <translation>运行的用水量</translation>
    </message>
    <message>
        <source>Capex: compute</source>
        <translation>资本支出：计算</translation>
    </message>
    <message>
        <source>Capex: fabric</source>
        <translation>资本支出：网络结构</translation>
    </message>
    <message>
        <source>Capex: facility</source>
        <translation>资本支出：设施</translation>
    </message>
    <message>
        <source>Capex: installation</source>
        <translation>资本支出：安装</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出（CapEx）</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>IT load when idle</source>
        <translation>空闲时 IT 负载</translation>
    </message>
    <message>
        <source>Facility energy</source>
        <translation>设施能耗</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>运营支出（OpEx）</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本（TCO）</translation>
    </message>
    <message>
        <source>Renting instead</source>
        <translation>改为租用</translation>
    </message>
    <message>
        <source>Cost per accelerator-hour</source>
        <translation>每加速器小时成本</translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>Owning is cheaper</source>
        <translation>自建更便宜</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>训练运行成本</translation>
    </message>
    <message>
        <source>… rented</source>
        <translation>… 租用</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>Cost per delivered PFLOP/s-hour</source>
        <translation>每有效 PFLOP/s 小时成本</translation>
    </message>
    <message>
        <source>HBM in the fleet</source>
        <translation>舰队 HBM 总量</translation>
    </message>
    <message>
        <source>Serving TP per replica</source>
        <translation>每副本张量并行度</translation>
    </message>
    <message>
        <source>Serving weights per accelerator</source>
        <translation>每加速器推理权重</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 Token KV 缓存</translation>
    </message>
    <message>
        <source>KV-cache budget per accelerator</source>
        <translation>每加速器 KV 缓存预算</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>可容纳的最大批次</translation>
    </message>
    <message>
        <source>Serving batch per replica</source>
        <translation>每副本批次大小</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>解码步时间</translation>
    </message>
    <message>
        <source>Memory-bound share of the decode step</source>
        <translation>解码步的内存受限度</translation>
    </message>
    <message>
        <source>TP all-reduce per decode step</source>
        <translation>每解码步的张量并行 AllReduce</translation>
    </message>
    <message>
        <source>Prefill of one prompt</source>
        <translation>单个提示词的预填充</translation>
    </message>
    <message>
        <source>Time per output token (mean)</source>
        <translation>每输出 Token 延迟（均值）</translation>
    </message>
    <message>
        <source>Time per output token (p99)</source>
        <translation>每输出 Token 延迟（P99）</translation>
    </message>
    <message>
        <source>Time to first token (mean)</source>
        <translation>首 Token 延迟（均值）</translation>
    </message>
    <message>
        <source>Time to first token (p99)</source>
        <translation>首 Token 延迟（P99）</translation>
    </message>
    <message>
        <source>Output tokens/s per replica</source>
        <translation>每副本输出 Token/秒</translation>
    </message>
    <message>
        <source>Output tokens/s per accelerator</source>
        <translation>每加速器输出 Token/秒</translation>
    </message>
    <message>
        <source>Requests/s per replica</source>
        <translation>每副本请求/秒</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>推理服务副本数</translation>
    </message>
    <message>
        <source>Batch per replica at the load</source>
        <translation>负载下每副本批次</translation>
    </message>
    <message>
        <source>Serving utilization</source>
        <translation>推理服务利用率</translation>
    </message>
    <message>
        <source>Serving accelerators</source>
        <translation>推理服务加速器数</translation>
    </message>
    <message>
        <source>Serving nodes</source>
        <translation>推理服务节点数</translation>
    </message>
    <message>
        <source>Output tokens/s of the serving fleet</source>
        <translation>推理服务舰队输出 Token/秒</translation>
    </message>
    <message>
        <source>Serving IT power</source>
        <translation>推理服务 IT 功率</translation>
    </message>
    <message>
        <source>Serving facility power</source>
        <translation>推理服务设施总功率</translation>
    </message>
    <message>
        <source>Serving energy per year</source>
        <translation>推理服务年能耗</translation>
    </message>
    <message>
        <source>Energy per output token</source>
        <translation>每输出 Token 能耗</translation>
    </message>
    <message>
        <source>Serving CO2e per year</source>
        <translation>推理服务年 CO2e</translation>
    </message>
    <message>
        <source>Serving capex</source>
        <translation>推理服务资本支出（CapEx）</translation>
    </message>
    <message>
        <source>Serving cost per year</source>
        <translation>推理服务年成本</translation>
    </message>
    <message>
        <source>Cost per million output tokens (owned)</source>
        <translation>每百万输出 Token 成本（自建）</translation>
    </message>
    <message>
        <source>Cost per million output tokens (rented)</source>
        <translation>每百万输出 Token 成本（租用）</translation>
    </message>
    <message>
        <source>Time per output token (p50)</source>
        <translation>每输出 Token 延迟（P50）</translation>
    </message>
    <message>
        <source>Time to first token (p50)</source>
        <translation>首 Token 延迟（P50）</translation>
    </message>
    <message>
        <source>Training time, the book&apos;s chain</source>
        <translation>训练时间（教材乘数链）</translation>
    </message>
    <message>
        <source>Micro-batches per pipeline</source>
        <translation>每条流水线的微批次数</translation>
    </message>
    <message>
        <source>One layer forward (compute)</source>
        <translation>单层前向时间（计算）</translation>
    </message>
    <message>
        <source>Step time (predicted)</source>
        <translation>每步时间（预测）</translation>
    </message>
    <message>
        <source>… compute</source>
        <translation>… 计算</translation>
    </message>
    <message>
        <source>… recomputation</source>
        <translation>… 重计算</translation>
    </message>
    <message>
        <source>… tensor-parallel comm.</source>
        <translation>… 张量并行通信</translation>
    </message>
    <message>
        <source>… pipeline bubble</source>
        <translation>… 流水线气泡</translation>
    </message>
    <message>
        <source>… pipeline transfers</source>
        <translation>… 流水线阶段间传输</translation>
    </message>
    <message>
        <source>… data-parallel comm. (exposed)</source>
        <translation>… 数据并行通信（未被掩盖）</translation>
    </message>
    <message>
        <source>… optimizer step</source>
        <translation>… 优化器更新</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>预测 MFU</translation>
    </message>
    <message>
        <source>Predicted HFU</source>
        <translation>预测 HFU</translation>
    </message>
    <message>
        <source>Training throughput (tokens/s)</source>
        <translation>训练吞吐量（Token/秒）</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <source>Predicted run without failures</source>
        <translation>预测的无故障运行时间</translation>
    </message>
    <message>
        <source>Training time, predicted</source>
        <translation>训练时间（预测）</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>Checkpoint load time</source>
        <translation>检查点加载时间</translation>
    </message>
    <message>
        <source>Cross-rail hops (max)</source>
        <translation>跨轨道跳数（最大）</translation>
    </message>
    <message>
        <source>Dragonfly global bandwidth share</source>
        <translation>蜻蜓（Dragonfly）全局带宽占比</translation>
    </message>
    <message>
        <source>Global links per group pair</source>
        <translation>每对组的全局链路数</translation>
    </message>
    <message>
        <source>Global ports per router</source>
        <translation>每路由器全局端口数</translation>
    </message>
    <message>
        <source>Dragonfly groups</source>
        <translation>蜻蜓（Dragonfly）组数</translation>
    </message>
    <message>
        <source>Hosts per router</source>
        <translation>每路由器主机数</translation>
    </message>
    <message>
        <source>Routers per group</source>
        <translation>每组路由器数</translation>
    </message>
    <message>
        <source>… global (between groups)</source>
        <translation>… 全局（组间）</translation>
    </message>
    <message>
        <source>… host–router</source>
        <translation>… 主机–路由器</translation>
    </message>
    <message>
        <source>… local (within groups)</source>
        <translation>… 本地（组内）</translation>
    </message>
    <message>
        <source>Same-rank hops (max)</source>
        <translation>同 rank 跳数（最大）</translation>
    </message>
    <message>
        <source>Torus dimension x</source>
        <translation>环面 x 维尺寸</translation>
    </message>
    <message>
        <source>Torus dimension y</source>
        <translation>环面 y 维尺寸</translation>
    </message>
    <message>
        <source>Torus dimension z</source>
        <translation>环面 z 维尺寸</translation>
    </message>
    <message>
        <source>Embodied: nodes</source>
        <translation>隐含碳排放：节点</translation>
    </message>
    <message>
        <source>Grid water of the run</source>
        <translation>运行的电网用水量</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>每个 Token 的激活参数量</translation>
    </message>
    <message>
        <source>Parameters counted from the architecture</source>
        <translation>由架构计数的参数量</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Global batch (sequences)</source>
        <translation>全局批次大小（序列数）</translation>
    </message>
    <message>
        <source>… expert all-to-all (exposed)</source>
        <translation>… 专家 AllToAll（暴露）</translation>
    </message>
    <message>
        <source>… context-parallel K/V ring (exposed)</source>
        <translation>… 上下文并行 K/V 环（暴露）</translation>
    </message>
    <message>
        <source>Compute rate under the power limit</source>
        <translation>功耗限制下的计算速率</translation>
    </message>
    <message>
        <source>Performance under the cap (book, linear)</source>
        <translation>功耗封顶下的性能（教材，线性）</translation>
    </message>
    <message>
        <source>Serving EP per replica</source>
        <translation>每副本推理专家并行度</translation>
    </message>
    <message>
        <source>EP all-to-all per decode step</source>
        <translation>每解码步的专家并行 AllToAll</translation>
    </message>
    <message>
        <source>Decode pool accelerators</source>
        <translation>解码池加速器</translation>
    </message>
    <message>
        <source>KV-cache hand-off per request</source>
        <translation>每个请求的 KV 缓存移交</translation>
    </message>
    <message>
        <source>Prefill pool accelerators</source>
        <translation>预填充池加速器</translation>
    </message>
    <message>
        <source>Prefill EP per replica</source>
        <translation>每个预填充副本的 EP</translation>
    </message>
    <message>
        <source>Prefill input tokens/s per accelerator</source>
        <translation>每个加速器的预填充输入 Token/s</translation>
    </message>
    <message>
        <source>Prefill pool nodes</source>
        <translation>预填充池节点</translation>
    </message>
    <message>
        <source>Prompts per prefill step and group</source>
        <translation>每个预填充步和组的提示数</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>预填充副本</translation>
    </message>
    <message>
        <source>Prefill step</source>
        <translation>预填充步</translation>
    </message>
    <message>
        <source>Prefill TP per replica</source>
        <translation>每个预填充副本的 TP</translation>
    </message>
    <message>
        <source>Prefill pool utilization</source>
        <translation>预填充池利用率</translation>
    </message>
    <message>
        <source>Spine capacity</source>
        <translation>脊层容量</translation>
    </message>
    <message>
        <source>Serving EP traffic per accelerator</source>
        <translation>推理 EP 流量（每加速器）</translation>
    </message>
    <message>
        <source>Serving all-to-all flows</source>
        <translation>推理 AllToAll 流数</translation>
    </message>
    <message>
        <source>KV hand-off per accelerator</source>
        <translation>KV 传递（每加速器）</translation>
    </message>
    <message>
        <source>Serving NIC traffic per accelerator</source>
        <translation>推理网卡流量（每加速器）</translation>
    </message>
    <message>
        <source>Serving demand on the spine</source>
        <translation>推理对脊层的需求</translation>
    </message>
    <message>
        <source>Serving TP traffic per accelerator</source>
        <translation>推理 TP 流量（每加速器）</translation>
    </message>
    <message>
        <source>Spine load (both jobs)</source>
        <translation>脊层负载（两项作业）</translation>
    </message>
    <message>
        <source>Training CP traffic per step</source>
        <translation>训练 CP 流量（每步）</translation>
    </message>
    <message>
        <source>Training DP traffic per step</source>
        <translation>训练 DP 流量（每步）</translation>
    </message>
    <message>
        <source>Training EP traffic per step</source>
        <translation>训练 EP 流量（每步）</translation>
    </message>
    <message>
        <source>Training all-to-all flows</source>
        <translation>训练 AllToAll 流数</translation>
    </message>
    <message>
        <source>Training NIC busy share</source>
        <translation>训练网卡繁忙占比</translation>
    </message>
    <message>
        <source>Training NIC traffic per accelerator</source>
        <translation>训练网卡流量（每加速器）</translation>
    </message>
    <message>
        <source>Training PP traffic per step</source>
        <translation>训练 PP 流量（每步）</translation>
    </message>
    <message>
        <source>Training NIC bytes per step</source>
        <translation>训练网卡字节（每步）</translation>
    </message>
    <message>
        <source>Training spine bytes per step</source>
        <translation>训练跨脊层字节（每步）</translation>
    </message>
    <message>
        <source>Training demand on the spine</source>
        <translation>训练对脊层的需求</translation>
    </message>
    <message>
        <source>Training TP traffic per step</source>
        <translation>训练 TP 流量（每步）</translation>
    </message>
    <message>
        <source>Serving CP per replica</source>
        <translation>每副本服务 CP</translation>
    </message>
    <message>
        <source>CP query exchange per decode step</source>
        <translation>每解码步的 CP 查询交换</translation>
    </message>
    <message>
        <source>CP K/V ring of one prompt (exposed)</source>
        <translation>单个提示词的 CP K/V 环（暴露部分）</translation>
    </message>
    <message>
        <source>Serving CP traffic per accelerator</source>
        <translation>每加速器服务 CP 流量</translation>
    </message>
    <message>
        <source>Experts touched per decode step</source>
        <translation>每个解码步触及的专家数</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>未知的键“%1”</translation>
    </message>
    <message>
        <source>A plan needs a name</source>
        <translation>方案需要一个名称</translation>
    </message>
    <message>
        <source>The name has %1 characters; at most %2 are accepted</source>
        <translation>名称有 %1 个字符；最多接受 %2 个</translation>
    </message>
    <message>
        <source>A plan&apos;s name is one line of printable text</source>
        <translation>方案名称须为一行可打印文本</translation>
    </message>
    <message>
        <source>(global batch kept at %1 sequences)</source>
        <translation>（全局批次保持为 %1 个序列）</translation>
    </message>
    <message>
        <source>(global batch %1 → %2 sequences)</source>
        <translation>（全局批次 %1 → %2 个序列）</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>formatVersion %1 is not a FleetPlanner format (the first is 1)</source>
        <translation>formatVersion %1 不是 FleetPlanner 格式（第一个版本为 1）</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>%1：%2 不是整数</translation>
    </message>
    <message>
        <source>%1: wrong type; expected %2</source>
        <translation>%1：类型错误；应为 %2</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>a .fleetplan file must hold a JSON object</source>
        <translation>.fleetplan 文件必须包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>formatVersion is missing or not a whole number</source>
        <translation>formatVersion 缺失或不是整数</translation>
    </message>
    <message>
        <source>formatVersion %1 is newer than this FleetPlanner reads (%2); update FleetPlanner</source>
        <translation>formatVersion %1 比此版本 FleetPlanner 能读取的（%2）更新；请更新 FleetPlanner</translation>
    </message>
    <message>
        <source>name: expected text</source>
        <translation>name：应为文本</translation>
    </message>
    <message>
        <source>unknown or malformed section &apos;%1&apos;</source>
        <translation>未知或格式错误的部分“%1”</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;</source>
        <translation>未知的键“%1”</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 MB; a plan is a few KB, so this is not a .fleetplan file</source>
        <translation>%1 大小为 %2 MB；方案文件只有几 KB，因此这不是 .fleetplan 文件</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, pipe or device); a plan is a .fleetplan file</source>
        <translation>%1 不是普通文件（而是文件夹、管道或设备）；方案应为 .fleetplan 文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>This plan was saved before the predicted step-time model: it keeps the book&apos;s overhead chain (training.timeModel = book). Set training.timeModel to predicted to derive the training time from the layout and the hardware.</source>
        <translation>该方案保存于预测式步时间模型推出之前：它保留教材的开销乘数链（training.timeModel = book）。将 training.timeModel 设为 predicted，即可由并行布局与硬件推导训练时间。</translation>
    </message>
    <message>
        <source>%1: the text has %2 characters; at most %3 are accepted</source>
        <translation>%1：文本有 %2 个字符；最多接受 %3 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is written twice (again at byte %2); a plan names each section and key once</source>
        <translation>“%1”出现了两次（第二次在第 %2 字节）；方案中每个部分和键只能写一次</translation>
    </message>
    <message>
        <source>This plan was saved before node power by generation: every node keeps power.nodeOverheadWatts (power.nodePowerFrom = input). Set power.nodePowerFrom to catalog to take the node&apos;s power from the catalog node of the accelerator&apos;s generation.</source>
        <translation>该方案保存于“按代际取节点功耗”推出之前：每个节点沿用 power.nodeOverheadWatts（power.nodePowerFrom = input）。将 power.nodePowerFrom 设为 catalog，即可从目录中与加速器同代的节点获取节点功耗。</translation>
    </message>
    <message>
        <source>catalogRows: expected an object of tables</source>
        <translation>catalogRows：应为由各表组成的对象</translation>
    </message>
    <message>
        <source>catalogRows: &apos;%1&apos; is not a catalog table</source>
        <translation>catalogRows：“%1”不是目录表</translation>
    </message>
    <message>
        <source>catalogRows.%1: expected a list of rows</source>
        <translation>catalogRows.%1：应为行列表</translation>
    </message>
    <message>
        <source>catalogRows.%1: a row is not an object</source>
        <translation>catalogRows.%1：某一行不是对象</translation>
    </message>
    <message>
        <source>catalogRows: more than %1 rows</source>
        <translation>catalogRows：超过 %1 行</translation>
    </message>
    <message>
        <source>catalogRows: table %1, id &apos;%2&apos;, column %3: %4; the row is not used</source>
        <translation>catalogRows：表 %1，id“%2”，列 %3：%4；该行未被使用</translation>
    </message>
    <message>
        <source>catalogRows.%1: id &apos;%2&apos; appears more than once; a plan carries each row once</source>
        <translation>catalogRows.%1：id“%2”出现了不止一次；一个方案中每一行只能携带一次</translation>
    </message>
    <message>
        <source>Served model of %1</source>
        <translation>%1 的服务模型</translation>
    </message>
    <message>
        <source>the inference section&apos;s model is not a model: %1: %2</source>
        <translation>inference 部分描述的模型无效：%1：%2</translation>
    </message>
    <message>
        <source>This plan was saved before one model per plan, and its training and inference sections described different models: the training one is the plan&apos;s model (model.*), the inference one (%1 parameters, %2 layers, %3 key/value heads) is served as the catalog model &apos;%4&apos; the plan carries (serving.model). Its numbers are unchanged; set serving.model to same to serve the plan&apos;s model.</source>
        <translation>此方案保存于“每个方案一个模型”之前，其 training 与 inference 部分描述了不同的模型：training 部分成为方案的模型（model.*），inference 部分（%1 个参数，%2 层，%3 个键值头）作为方案携带的目录模型“%4”来服务（serving.model）。数值不变；将 serving.model 设为 same 即服务方案自身的模型。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; are the same input (%3); a plan gives it once</source>
        <translation>“%1”和“%2”是同一个输入（%3）；方案中只能给出一次</translation>
    </message>
</context>
<context>
    <name>SetFieldCommand</name>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Undo/redo text: %1 = the input&apos;s label (&quot;Accelerator&quot;), %2 = its new value (&quot;NVIDIA B200&quot;)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Plan name: %1</source>
        <translation>方案名称：%1</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Decode is %1 memory-bound: HBM bandwidth, not FLOP/s, sets the token latency.</source>
        <translation>解码阶段 %1 内存受限：决定每 Token 延迟的是 HBM 带宽，而不是 FLOP/s。</translation>
    </message>
    <message>
        <source>The training job needs %1 per GPU but HBM holds %2.</source>
        <translation>训练作业每 GPU 需要 %1，但 HBM 只有 %2。</translation>
    </message>
    <message>
        <source>The fabric is oversubscribed %1:1: traffic crossing the spine runs %1× slower.</source>
        <translation>网络收敛比 %1:1：跨脊交换机的流量慢 %1 倍。</translation>
    </message>
    <message>
        <source>Communication takes %1 of each training step (no overlap assumed).</source>
        <translation>通信占每个训练步的 %1（假设无计算通信重叠）。</translation>
    </message>
    <message>
        <source>Failures and checkpoints leave a goodput of %1.</source>
        <translation>计入故障与检查点后，有效产出率为 %1。</translation>
    </message>
    <message>
        <source>The pipeline bubble takes %1 of each step (%2 micro-batches on %3 stages): raise training.globalBatch or training.interleave, or use fewer stages.</source>
        <translation>流水线气泡占每步的 %1（%2 个微批次，%3 个阶段）：请增大 training.globalBatch 或 training.interleave，或减少流水线阶段数。</translation>
    </message>
    <message>
        <source>Tensor-parallel collectives take %1 of each step: a smaller training.tp, or overlap them with the GEMMs (training.overlapTpComm).</source>
        <translation>张量并行集合通信占每步的 %1：可减小 training.tp，或将其与 GEMM 重叠（training.overlapTpComm）。</translation>
    </message>
    <message>
        <source>Exposed data-parallel communication takes %1 of each step: a faster scale-out link, less oversubscription, or more overlap (training.overlapGradReduce).</source>
        <translation>未被掩盖的数据并行通信占每步的 %1：可换用更快的横向扩展链路、降低收敛比，或增加重叠（training.overlapGradReduce）。</translation>
    </message>
    <message>
        <source>Recomputing activations takes %1 of each step: selective recomputation (training.activationCheckpointing) if the memory allows.</source>
        <translation>激活重计算占每步的 %1：显存允许时可改用选择性重计算（training.activationCheckpointing）。</translation>
    </message>
    <message>
        <source>Stage-to-stage transfers take %1 of each step: keep pipeline neighbours on faster links.</source>
        <translation>流水线阶段间传输占每步的 %1：请将相邻的流水线阶段放在更快的链路上。</translation>
    </message>
    <message>
        <source>The optimizer step takes %1 of each step (training.optimizerOffload moves it over the host link).</source>
        <translation>优化器更新占每步的 %1（training.optimizerOffload 会使其经主机链路进行）。</translation>
    </message>
    <message>
        <source>Time to train (predicted)</source>
        <translation>训练时间（预测）</translation>
    </message>
    <message>
        <source>Time to train (the book&apos;s chain)</source>
        <translation>训练时间（教材乘数链）</translation>
    </message>
    <message>
        <source>Predicted from the layout</source>
        <translation>由并行布局预测</translation>
    </message>
    <message>
        <source>The book&apos;s chain gives %1 at training.mfu %2; predicted from the layout: %3 at %4 MFU.</source>
        <translation>教材乘数链在 training.mfu %2 下给出 %1；由并行布局预测为 %3（MFU %4）。</translation>
    </message>
    <message>
        <source>— (error)</source>
        <translation>—（错误）</translation>
    </message>
    <message>
        <source>%1 racks exceed the %2 per rack that fleet.cooling removes: accelerators throttle to %3 of their peak power.</source>
        <translation>机架功率 %1，超出 fleet.cooling 每机架 %2 的散热能力：加速器过热降频至峰值功耗的 %3。</translation>
    </message>
    <message>
        <source>%1 racks exceed the %2 per rack that fleet.cooling removes, and their parts other than the accelerators alone draw at least that: the accelerators get no power.</source>
        <translation>机架功率 %1，超出 fleet.cooling 每机架 %2 的散热能力，且加速器以外的部件本身功耗就已达到该值：加速器将完全得不到供电。</translation>
    </message>
    <message>
        <source>The reliability model (reliability.*) gives a goodput of %1; the book&apos;s chain assumes training.failureOverhead and training.checkpointOverhead instead.</source>
        <translation>可靠性模型（reliability.*）给出的有效产出率为 %1；教材乘数链改用 training.failureOverhead 和 training.checkpointOverhead。</translation>
    </message>
    <message>
        <source>TP %1 × EP %2</source>
        <extracomment>A serving replica&apos;s layout with expert parallelism: %1 TP size, %2 EP size</extracomment>
        <translation>TP %1 × EP %2</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>Serving: the KV cache holds %1 sequences per %2 replica; memory, not the latency targets, caps the batch.</source>
        <extracomment>%2 the replica&apos;s layout (&quot;TP 8&quot; or &quot;TP 1 × EP 144&quot;)</extracomment>
        <translation>推理服务：%2 的每个副本的 KV 缓存可容纳 %1 个序列；限制批次的是显存，而非延迟目标。</translation>
    </message>
    <message>
        <source>Serving: the latency targets cap a %1 replica at %2 of the %3 sequences that fit.</source>
        <translation>推理服务：延迟目标将 %1 的副本限制为可容纳的 %3 个序列中的 %2 个。</translation>
    </message>
    <message>
        <source>TP %1 × CP %2</source>
        <extracomment>A serving replica&apos;s layout with context parallelism: %1 TP size, %2 CP size (TP groups sharing each sequence)</extracomment>
        <translation>TP %1 × CP %2</translation>
    </message>
</context>
<context>
    <name>TableCopy</name>
    <message>
        <source>Copy as TSV</source>
        <translation>复制为 TSV</translation>
    </message>
    <message>
        <source>Copy the selected rows (or the whole table) with the header, tab-separated</source>
        <translation>复制所选行（或整个表格）及表头，以制表符分隔</translation>
    </message>
</context>
<context>
    <name>UserRowMark</name>
    <message>
        <source>(user)</source>
        <extracomment>Marks a hardware row that comes from the user&apos;s own catalog.</extracomment>
        <translation>（自定义）</translation>
    </message>
</context>
<context>
    <name>fleet::app::CatalogWindowController</name>
    <message>
        <source>&amp;Hardware catalog…</source>
        <translation>硬件目录(&amp;H)…</translation>
    </message>
    <message>
        <source>Browse the hardware catalog; add and edit your own rows</source>
        <translation>浏览硬件目录；添加和编辑你自己的行</translation>
    </message>
    <message>
        <source>The catalog could not be reloaded: %1</source>
        <translation>无法重新加载目录：%1</translation>
    </message>
    <message>
        <source>&amp;Import catalog rows…</source>
        <translation>导入目录行(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport catalog rows…</source>
        <translation>导出目录行(&amp;X)…</translation>
    </message>
    <message>
        <source>Some of the plan&apos;s hardware is not used: %1</source>
        <translation>方案中的部分硬件未被使用：%1</translation>
    </message>
</context>
<context>
    <name>fleet::app::DataSafety</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Autosave is off: cannot create a locked session file in %1</source>
        <translation>自动保存已关闭：无法在 %1 中创建加锁的会话文件</translation>
    </message>
</context>
<context>
    <name>fleet::app::ExternalChangeController</name>
    <message>
        <source>%1 changed on disk; kept your version (saving will overwrite it)</source>
        <translation>%1 已在磁盘上被更改；已保留当前版本（保存时将覆盖磁盘上的版本）</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded</source>
        <translation>%1 已在磁盘上被更改，并已重新加载</translation>
    </message>
    <message>
        <source>%1 was deleted or moved on disk; save to write it again</source>
        <translation>%1 已在磁盘上被删除或移动；保存即可重新写入</translation>
    </message>
    <message>
        <source>Plan changed on disk</source>
        <translation>方案已在磁盘上被更改</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have unsaved changes here.

Reload it (your changes are lost) or keep your version (saving overwrites the other one)?</source>
        <translation>%1 已被其他程序更改，而此处还有未保存的更改。

重新加载（此处的更改将丢失），还是保留当前版本（保存时将覆盖另一版本）？</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be read (%2); kept the plan as it was, unsaved</source>
        <translation>%1 已在磁盘上被更改，但无法读取（%2）；方案保持不变，视为未保存</translation>
    </message>
</context>
<context>
    <name>fleet::app::FileController</name>
    <message>
        <source>FleetPlanner plans (*.fleetplan);;All files (*)</source>
        <translation>FleetPlanner 方案 (*.fleetplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot load preset</source>
        <translation>无法加载预设方案</translation>
    </message>
    <message>
        <source>New plan from preset %1</source>
        <translation>从预设方案 %1 新建</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>The plan was saved with another catalog (%1…); its results are recomputed with the current one (%2…).</source>
        <translation>该方案保存时使用的是另一个目录（%1…）；其结果已用当前目录（%2…）重新计算。</translation>
    </message>
    <message>
        <source>Plan opened with notes</source>
        <translation>方案已打开（附注意事项）</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save plan as</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>没有最近打开的方案</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>%1: plan %2, yours %3</source>
        <translation>%1：方案 %2，你的 %3</translation>
    </message>
    <message>
        <source>Cannot add the plan&apos;s hardware</source>
        <translation>无法添加方案中的硬件</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n hardware row(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个硬件行写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the plan&apos;s hardware</source>
        <translation>添加方案中的硬件</translation>
    </message>
    <message>
        <source>The plan&apos;s hardware differs</source>
        <translation>方案中的硬件与现有不同</translation>
    </message>
    <message>
        <source>The plan carries hardware rows that this catalog lacks or holds with other values:
%2
Rows this catalog lacks are used from the plan; where a row differs, you choose. (From a script: fleetplanner-cli catalog import %1.)</source>
        <translation>该方案携带的硬件行在本目录中缺失或取值不同：
%2
本目录缺失的行将使用方案中的行；取值不同的行由你决定。（脚本中可用：fleetplanner-cli catalog import %1。）</translation>
    </message>
    <message numerus="yes">
        <source>Add the %n hardware row(s) this plan carries to your user catalog (%1)? The plan uses them either way; added, every plan can.</source>
        <translation>
            <numerusform>将该方案携带的 %n 个硬件行添加到你的自定义目录（%1）吗？无论是否添加，本方案都会使用它们；添加后，所有方案都可使用。</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan&apos;s rows differ from your user catalog&apos;s:
%1

Replace yours with the plan&apos;s? (No: the plan is evaluated with yours.)</source>
        <translation>方案中的行与你的自定义目录不同：
%1

用方案中的行替换你的行吗？（否：方案将按你的行评估。）</translation>
    </message>
    <message>
        <source>Rename plan</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>Name of the plan (the report&apos;s title):</source>
        <translation>方案名称（报告标题）：</translation>
    </message>
    <message>
        <source>Cannot rename the plan</source>
        <translation>无法重命名方案</translation>
    </message>
</context>
<context>
    <name>fleet::app::LectureMode</name>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>授课模式(&amp;L)</translation>
    </message>
    <message>
        <source>Lecture mode &amp;hides summary, results and issues</source>
        <translation>授课模式下隐藏摘要、结果和校验问题(&amp;H)</translation>
    </message>
    <message>
        <source>Large fonts, high contrast and thick chart lines for projectors</source>
        <extracomment>Tooltip of View → Lecture mode</extracomment>
        <translation>大字体、高对比度和加粗的图表线条，适合投影仪</translation>
    </message>
</context>
<context>
    <name>fleet::app::MainWindow</name>
    <message>
        <source>Roofline</source>
        <translation>Roofline 模型</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>带宽阶梯</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电与冷却</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation>碳排放</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Roofline model: peaks, ridge points and workloads</source>
        <translation>Roofline 模型：峰值、屋脊点与工作负载</translation>
    </message>
    <message>
        <source>Bandwidth staircase: HBM → scale-up → PCIe → scale-out → storage</source>
        <translation>带宽阶梯：HBM → 纵向扩展 → PCIe → 横向扩展 → 存储</translation>
    </message>
    <message>
        <source>Training memory per GPU and which layouts fit</source>
        <translation>每 GPU 训练显存，以及哪些并行布局可容纳</translation>
    </message>
    <message>
        <source>Scale-out fabric: bill of materials, bisection, α-β model</source>
        <translation>横向扩展网络结构：物料清单（BOM）、二分带宽、α-β 模型</translation>
    </message>
    <message>
        <source>Power chain and cooling</source>
        <translation>供电链路与冷却</translation>
    </message>
    <message>
        <source>Failure rates, checkpointing, goodput and Monte Carlo</source>
        <translation>故障率、检查点、有效产出率（Goodput）与蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>Operational and embodied carbon, water, regions</source>
        <translation>运行碳排放与隐含碳排放、用水量、电网区域</translation>
    </message>
    <message>
        <source>Total cost of ownership, build vs buy, sensitivity</source>
        <translation>总拥有成本（TCO）、自建与租用、敏感性</translation>
    </message>
    <message>
        <source>This plan against a snapshot, a preset or a saved plan</source>
        <translation>将本方案与快照、预设方案或已保存方案对比</translation>
    </message>
    <message>
        <source>Fleet builder</source>
        <translation>舰队构建器</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation>推导</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>校验问题</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New from preset</source>
        <translation>从预设新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About FleetPlanner</source>
        <translation>关于 FleetPlanner(&amp;A)</translation>
    </message>
    <message>
        <source>About FleetPlanner</source>
        <translation>关于 FleetPlanner</translation>
    </message>
    <message>
        <source>&lt;b&gt;FleetPlanner %1&lt;/b&gt;&lt;p&gt;Plan machine-learning fleets: compute, memory, network, power, reliability, carbon and cost. Models follow &lt;i&gt;Machine Learning Systems&lt;/i&gt; Vol. 2 (Harvard CS249r).&lt;/p&gt;&lt;p&gt;Catalog %2, content hash %3.&lt;/p&gt;</source>
        <translation>&lt;b&gt;FleetPlanner %1&lt;/b&gt;&lt;p&gt;规划机器学习舰队：计算、内存、网络、供电、可靠性、碳排放与成本。模型依据《Machine Learning Systems》第 2 卷（Harvard CS249r）。&lt;/p&gt;&lt;p&gt;目录 %2，内容哈希 %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Design-space search: Pareto front of time, cost and carbon; compute-optimal size</source>
        <translation>设计空间搜索：时间、成本与碳排放的帕累托前沿；计算最优规模</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Serving fleet: throughput against latency, the operating point and the fleet a load needs</source>
        <translation>推理服务舰队：吞吐量与延迟、工作点，以及负载所需的舰队</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Predicted step time and its parts, MFU against fleet size and pipeline depth</source>
        <translation>预测的每步时间及其组成，以及 MFU 随舰队规模与流水线深度的变化</translation>
    </message>
    <message>
        <source>Rena&amp;me plan…</source>
        <translation>重命名方案(&amp;M)…</translation>
    </message>
</context>
<context>
    <name>fleet::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <extracomment>Language choice: follow the operating system&apos;s language.</extracomment>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>The language changes the next time FleetPlanner starts.</source>
        <translation>语言将在下次启动 FleetPlanner 时生效。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>fleet::app::RecoveryController</name>
    <message>
        <source>Autosave not recoverable: %1</source>
        <translation>自动保存的方案无法恢复：%1</translation>
    </message>
    <message>
        <source>Recovered %1 (autosaved %2); save it to keep it</source>
        <extracomment>%1 is a plan&apos;s file name or name, %2 a date and time</extracomment>
        <translation>已恢复 %1（自动保存于 %2）；请保存以保留它</translation>
    </message>
    <message>
        <source>Discarded the autosaved plan</source>
        <translation>已丢弃自动保存的方案</translation>
    </message>
    <message numerus="yes">
        <source>Discarded %n autosaved plans</source>
        <translation>
            <numerusform>已丢弃 %n 个自动保存的方案</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (never saved)</source>
        <translation>%1（从未保存）</translation>
    </message>
    <message>
        <source>• %1 — autosaved %2</source>
        <extracomment>one line per autosaved plan: %1 the plan, %2 the date and time it was autosaved</extracomment>
        <translation>• %1 — 自动保存于 %2</translation>
    </message>
    <message>
        <source>Recover unsaved plans?</source>
        <translation>恢复未保存的方案？</translation>
    </message>
    <message>
        <source>FleetPlanner did not close properly. It autosaved a plan with unsaved changes:</source>
        <translation>FleetPlanner 上次未正常关闭。它自动保存了一个含未保存更改的方案：</translation>
    </message>
    <message numerus="yes">
        <source>FleetPlanner did not close properly. It autosaved %n plans with unsaved changes:</source>
        <translation>
            <numerusform>FleetPlanner 上次未正常关闭。它自动保存了 %n 个含未保存更改的方案：</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover opens the newest as an unsaved plan. Discard deletes the autosaves. Later keeps them for the next start.</source>
        <translation>“恢复”将最新的一个作为未保存的方案打开。“丢弃”删除这些自动保存文件。“稍后”保留它们，留待下次启动时处理。</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
</context>
<context>
    <name>fleet::app::ReportController</name>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>The report was not written: %1</source>
        <translation>报告未写入：%1</translation>
    </message>
    <message>
        <source>the plan has not been evaluated yet</source>
        <translation>方案尚未计算</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>正在写入报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Report export cancelled</source>
        <translation>报告导出已取消</translation>
    </message>
    <message>
        <source>Report written to %1 (%2 ms)</source>
        <translation>报告已写入 %1（%2 ms）</translation>
    </message>
</context>
<context>
    <name>fleet::app::ResultsTableModel</name>
    <message>
        <source>Quantity</source>
        <translation>量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
</context>
<context>
    <name>fleet::app::TeachingController</name>
    <message>
        <source>Textbook examples</source>
        <translation>教材例题</translation>
    </message>
    <message>
        <source>Cannot load the example</source>
        <translation>无法加载例题</translation>
    </message>
    <message>
        <source>Textbook example: %1 (seed %2)</source>
        <extracomment>Status bar message; %1 = example title, %2 = seed line range</extracomment>
        <translation>教材例题：%1（教材 %2）</translation>
    </message>
</context>
<context>
    <name>fleet::issue</name>
    <message>
        <source>the evaluation failed: {0}</source>
        <translation>评估失败：{0}</translation>
    </message>
    <message>
        <source>{0}: expected {1}</source>
        <translation>{0}：应为{1}</translation>
    </message>
    <message>
        <source>{0}: expected true or false</source>
        <translation>{0}：应为 true 或 false</translation>
    </message>
    <message>
        <source>{0}: {1} is out of range; expected {2}</source>
        <translation>{0}：{1} 超出范围；应为{2}</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; is not {2}</source>
        <translation>{0}：&apos;{1}&apos; 不是{2}</translation>
    </message>
    <message>
        <source>{0}: unknown {1} id &apos;{2}&apos;; expected {3}</source>
        <translation>{0}：目录 {1} 中没有 id &apos;{2}&apos;；应为{3}</translation>
    </message>
    <message>
        <source>{0}: empty id; expected {1}</source>
        <translation>{0}：id 为空；应为{1}</translation>
    </message>
    <message>
        <source>fleet.accelerator: unknown accelerator id &apos;{0}&apos;</source>
        <translation>fleet.accelerator：未知的加速器 id &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>fleet.node: {0} holds {1} but the fleet&apos;s accelerator is {2}; set fleet.node to auto or to a node that holds {2}</source>
        <translation>fleet.node：{0} 装载的是 {1}，但舰队的加速器是 {2}；请将 fleet.node 设为 auto 或装载 {2} 的节点</translation>
    </message>
    <message>
        <source>fleet.acceleratorsPerNode: {0} holds {1} accelerators, the scenario says {2}; set fleet.acceleratorsPerNode to {1}</source>
        <translation>fleet.acceleratorsPerNode：{0} 装载 {1} 个加速器，但方案中为 {2}；请将 fleet.acceleratorsPerNode 设为 {1}</translation>
    </message>
    <message>
        <source>fleet.node: unknown node id &apos;{0}&apos; (or use auto)</source>
        <translation>fleet.node：未知的节点 id &apos;{0}&apos;（或使用 auto）</translation>
    </message>
    <message>
        <source>{0}: unknown link id &apos;{1}&apos;</source>
        <translation>{0}：未知的链路 id &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>fleet.cooling: unknown cooling id &apos;{0}&apos;</source>
        <translation>fleet.cooling：未知的冷却类型 id &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>fleet.region: unknown region id &apos;{0}&apos;</source>
        <translation>fleet.region：未知的电网区域 id &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>{0}: unknown precision &apos;{1}&apos;</source>
        <translation>{0}：未知的精度 &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>fleet.scaleUpLink: {0} does not have {1} ({2}): its catalog node {3} connects its accelerators over {4}; set fleet.scaleUpLink to {4}</source>
        <translation>fleet.scaleUpLink：{0} 没有 {1}（{2}）：其目录节点 {3} 通过 {4} 连接加速器；请将 fleet.scaleUpLink 设为 {4}</translation>
    </message>
    <message>
        <source>fleet.scaleUpLink: {0} ({1}) is NVIDIA&apos;s link, and {2} is not an NVIDIA accelerator; set fleet.scaleUpLink to the accelerator&apos;s own scale-up link (add it to the catalog if it is missing) or fleet.acceleratorsPerNode to 1</source>
        <translation>fleet.scaleUpLink：{0}（{1}）是 NVIDIA 的链路，而 {2} 不是 NVIDIA 加速器；请将 fleet.scaleUpLink 设为该加速器自己的纵向扩展链路（目录中没有时请添加），或将 fleet.acceleratorsPerNode 设为 1</translation>
    </message>
    <message>
        <source>fleet.scaleUpLink: {0} ({1}) carries {2:g} GB/s per direction, more than the {3:g} GB/s of {4}&apos;s scale-up ports (catalog); set fleet.scaleUpLink to a link of at most that bandwidth</source>
        <translation>fleet.scaleUpLink：{0}（{1}）每方向 {2:g} GB/s，超过 {4} 纵向扩展端口的 {3:g} GB/s（目录）；请将 fleet.scaleUpLink 设为带宽不超过该值的链路</translation>
    </message>
    <message>
        <source>fleet.scaleOutLink: {0} ({1}) is a {2} link inside a node, not a network between nodes (its switches, optics and power are priced as if it were one); set fleet.scaleOutLink to an InfiniBand or Ethernet link</source>
        <translation>fleet.scaleOutLink：{0}（{1}）是节点内的 {2} 链路，而不是节点间网络（却按节点间网络计算其交换机、光模块和功耗）；请将 fleet.scaleOutLink 设为 InfiniBand 或以太网链路</translation>
    </message>
    <message>
        <source>fleet.scaleOutLink: {0} ({1}) is a {2} link inside a node, not a network between nodes (its switches, optics and power are priced as if it were one); set fleet.scaleOutLink to an InfiniBand or Ethernet link such as {3} ({4})</source>
        <translation>fleet.scaleOutLink：{0}（{1}）是节点内的 {2} 链路，而不是节点间网络（却按节点间网络计算其交换机、光模块和功耗）；请将 fleet.scaleOutLink 设为 InfiniBand 或以太网链路，例如 {3}（{4}）</translation>
    </message>
    <message>
        <source>fleet.node: auto resolved to a {0} (no catalog node holds it): node power from {1}; add its node to the catalog to use its own power, price and links</source>
        <translation>fleet.node：auto 解析为 {0}（没有装载它的目录节点）：节点功耗按 {1} 计；将其节点添加到目录，即可使用该节点自己的功耗、价格和链路</translation>
    </message>
    <message>
        <source>fleet.node: auto resolved to a {0} (its catalog node {1} holds {2}, not {3}): node power from {4}; set fleet.acceleratorsPerNode to {2} to use {5}</source>
        <translation>fleet.node：auto 解析为 {0}（其目录节点 {1} 装载 {2} 个加速器，而非 {3} 个）：节点功耗按 {4} 计；将 fleet.acceleratorsPerNode 设为 {2} 即可使用 {5}</translation>
    </message>
    <message>
        <source>inference.precision: {0} has no dense {1} path; choose another precision</source>
        <translation>inference.precision：{0} 没有 {1} 稠密计算路径；请选择其他精度</translation>
    </message>
    <message>
        <source>training.precision: {0} has no dense {1} path; choose another precision</source>
        <translation>training.precision：{0} 没有 {1} 稠密计算路径；请选择其他精度</translation>
    </message>
    <message>
        <source>training.tp = {0} spans more than one scale-up domain ({1} accelerators per NVLink domain): its tensor-parallel all-reduces run over the scale-out link</source>
        <translation>training.tp = {0} 跨越了不止一个纵向扩展域（每个 NVLink 域 {1} 个加速器）：其张量并行 AllReduce 走横向扩展链路</translation>
    </message>
    <message>
        <source>the training job needs {0:.1f} GB per GPU but {1} has {2:.0f} GB of HBM: raise TP, PP or the ZeRO stage, turn on activation checkpointing, or offload the optimizer</source>
        <translation>训练作业每 GPU 需要 {0:.1f} GB，但 {1} 只有 {2:.0f} GB HBM：请提高张量并行度、流水线并行度或 ZeRO 阶段，开启激活重计算，或卸载优化器状态</translation>
    </message>
    <message>
        <source>training.globalBatch: {0:g} sequences is not a multiple of training.microBatch × training.dp = {1} × {2} = {3}</source>
        <translation>training.globalBatch：{0:g} 个序列不是 training.microBatch × training.dp = {1} × {2} = {3} 的整数倍</translation>
    </message>
    <message>
        <source>training.tp: {0} does not divide the {1} attention heads ({2} key/value heads)</source>
        <translation>training.tp：{0} 不能整除 {1} 个注意力头（{2} 个键/值头）</translation>
    </message>
    <message>
        <source>training.precision: the accelerator has no dense {0} peak</source>
        <translation>training.precision：该加速器没有 {0} 稠密峰值</translation>
    </message>
    <message>
        <source>training.globalBatch: {0:g} sequences is not a multiple of training.microBatch × training.dp = {1} × {2} = {3} (so the layout-based prediction is not computed)</source>
        <translation>training.globalBatch：{0:g} 个序列不是 training.microBatch × training.dp = {1} × {2} = {3} 的整数倍（因此不计算基于并行布局的预测）</translation>
    </message>
    <message>
        <source>training.tp: {0} does not divide the {1} attention heads ({2} key/value heads) (so the layout-based prediction is not computed)</source>
        <translation>training.tp：{0} 不能整除 {1} 个注意力头（{2} 个键/值头）（因此不计算基于并行布局的预测）</translation>
    </message>
    <message>
        <source>training.precision: the accelerator has no dense {0} peak (so the layout-based prediction is not computed)</source>
        <translation>training.precision：该加速器没有 {0} 稠密峰值（因此不计算基于并行布局的预测）</translation>
    </message>
    <message>
        <source>training.step_s: the calibrations row &apos;{0}&apos; has {1} = {2:g}, outside its range; the step-time model uses the generic {3:g} (ESTIMATE)</source>
        <translation>training.step_s：calibrations 表中的行 &apos;{0}&apos; 的 {1} = {2:g}，超出其范围；步时间模型使用通用值 {3:g}（估算值）</translation>
    </message>
    <message>
        <source>training.step_s: the catalog has no {0} for {1} &apos;{2}&apos;; the step-time model uses the generic {3:g} (ESTIMATE; add a row to the calibrations table to calibrate it)</source>
        <translation>training.step_s：目录中 {1} &apos;{2}&apos; 没有 {0}；步时间模型使用通用值 {3:g}（估算值；在 calibrations 表中添加一行即可校准）</translation>
    </message>
    <message>
        <source>reliability.acceleratorMtbfHours: nothing in the fleet can fail (no accelerators, nodes or switches), so no reliability results</source>
        <translation>reliability.acceleratorMtbfHours：舰队中没有会发生故障的部件（没有加速器、节点或交换机），因此没有可靠性结果</translation>
    </message>
    <message>
        <source>reliability.training_wall_s: the goodput is {0:.3g}, so training never completes; the system MTBF ({1:.3g} s) is shorter than a checkpoint segment plus restart ({2:.0f} s)</source>
        <translation>reliability.training_wall_s：有效产出率为 {0:.3g}，训练永远无法完成；系统 MTBF（{1:.3g} s）短于一个检查点区间加重启的时间（{2:.0f} s）</translation>
    </message>
    <message>
        <source>{0}: a checkpoint segment plus restart ({1:.0f} s) is more than half the system MTBF ({2:.0f} s): expect long, variable runs; run the Monte Carlo</source>
        <translation>{0}：一个检查点区间加重启（{1:.0f} s）超过系统 MTBF（{2:.0f} s）的一半：运行时间会很长且波动大；请运行蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>reliability.spares: the spare-pool chain is not solved above {0} nodes ({1} here)</source>
        <translation>reliability.spares：备用节点池的马尔可夫链在超过 {0} 个节点时不求解（此处为 {1}）</translation>
    </message>
    <message>
        <source>reliability.repairHours: even {0} spare nodes keep the job running less than 99 % of the time; repair faster or make nodes more reliable</source>
        <translation>reliability.repairHours：即使有 {0} 个备用节点，作业运行时间也不到 99%；请加快修复或提高节点可靠性</translation>
    </message>
    <message>
        <source>carbon.energy_j: needs power.average_it_w, not computed; the run&apos;s energy, emissions and water are left out</source>
        <translation>carbon.energy_j：需要 power.average_it_w，未计算；运行的能耗、排放和用水量均未计入</translation>
    </message>
    <message>
        <source>carbon.energy_j: needs training.wall_s, not computed; the run&apos;s energy, emissions and water are left out</source>
        <translation>carbon.energy_j：需要 training.wall_s，未计算；运行的能耗、排放和用水量均未计入</translation>
    </message>
    <message>
        <source>carbon.energy_j: needs power.average_it_w and training.wall_s, not computed; the run&apos;s energy, emissions and water are left out</source>
        <translation>carbon.energy_j：需要 power.average_it_w 和 training.wall_s，未计算；运行的能耗、排放和用水量均未计入</translation>
    </message>
    <message>
        <source>carbon.operational_kg: fleet.region is unknown and facility.marketGCo2ePerKWh is 0; no grid intensity</source>
        <translation>carbon.operational_kg：fleet.region 未知且 facility.marketGCo2ePerKWh 为 0；没有电网碳强度</translation>
    </message>
    <message>
        <source>carbon.flop_per_joule: needs training.total_flops, not computed</source>
        <translation>carbon.flop_per_joule：需要 training.total_flops，未计算</translation>
    </message>
    <message>
        <source>carbon.embodied_network_kg: fabric.switches / fabric.transceivers not computed; no network gear counted</source>
        <translation>carbon.embodied_network_kg：fabric.switches / fabric.transceivers 未计算；未计入网络设备</translation>
    </message>
    <message>
        <source>carbon.embodied_accelerators_kg: {0} has no embodied carbon in the catalog; {1:g} kg CO2e per accelerator (the A100 figure of Luccioni et al.) is used</source>
        <translation>carbon.embodied_accelerators_kg：目录中 {0} 没有隐含碳排放；改用每加速器 {1:g} kg CO2e（Luccioni 等给出的 A100 数值）</translation>
    </message>
    <message>
        <source>carbon.embodied_hosts_kg: {0} has no embodied carbon in the catalog; each node&apos;s host is taken as {1:.1f} t CO2e (BLOOM&apos;s HPE Apollo 6500 server, published-facts C-08)</source>
        <translation>carbon.embodied_hosts_kg：目录中 {0} 没有隐含碳排放；每个节点的主机按 {1:.1f} t CO2e 计（BLOOM 的 HPE Apollo 6500 服务器，published-facts C-08）</translation>
    </message>
    <message>
        <source>carbon.embodied_kg: needs training.wall_s to allocate the fleet&apos;s embodied carbon, not computed</source>
        <translation>carbon.embodied_kg：需要 training.wall_s 才能分摊舰队的隐含碳排放，未计算</translation>
    </message>
    <message>
        <source>power.nodePowerFrom: {0} has no overhead_w or rated power in the catalog; power.nodeOverheadWatts ({1:g} W) is used instead</source>
        <translation>power.nodePowerFrom：目录中 {0} 没有 overhead_w 或额定功率；改用 power.nodeOverheadWatts（{1:g} W）</translation>
    </message>
    <message>
        <source>fabric.tiers: a {0}-tier {1} of radix-{2} switches at {3:g}:1 holds at most {4} accelerators; the fleet has {5} (raise fabric.tiers or fabric.switchRadix)</source>
        <translation>fabric.tiers：{0} 层、交换机基数 {2}、收敛比 {3:g}:1 的 {1} 网络最多容纳 {4} 个加速器；舰队有 {5} 个（请增大 fabric.tiers 或 fabric.switchRadix）</translation>
    </message>
    <message>
        <source>fabric.switchRadix: a {0}-tier {1} of radix-{2} switches at {3:g}:1 holds at most {4} accelerators; the fleet has {5} (raise fabric.switchRadix)</source>
        <translation>fabric.switchRadix：{0} 层、交换机基数 {2}、收敛比 {3:g}:1 的 {1} 网络最多容纳 {4} 个加速器；舰队有 {5} 个（请增大 fabric.switchRadix）</translation>
    </message>
    <message>
        <source>fabric.switchRadix: a balanced dragonfly of radix-{0} routers (p = {1}, a = {2}, h = {3}) holds at most {4} accelerators; the fleet has {5} (raise fabric.switchRadix)</source>
        <translation>fabric.switchRadix：由基数 {0} 的路由器构成的均衡 Dragonfly（p = {1}，a = {2}，h = {3}）最多容纳 {4} 个加速器；舰队有 {5} 个（请增大 fabric.switchRadix）</translation>
    </message>
    <message>
        <source>fabric.oversubscription: applies to fat-tree and rail-optimized leaves only; ignored for {0}</source>
        <translation>fabric.oversubscription：仅适用于胖树和轨道优化拓扑的叶交换机；对 {0} 忽略</translation>
    </message>
    <message>
        <source>fabric.topology: unknown topology &apos;{0}&apos; (fat-tree, rail-optimized, dragonfly, torus3d)</source>
        <translation>fabric.topology：未知拓扑 &apos;{0}&apos;（fat-tree、rail-optimized、dragonfly、torus3d）</translation>
    </message>
    <message>
        <source>fabric.power_w: {0} has no port power in the catalog; {1:.1f} W per port (the seed&apos;s 25 W per 400G port, scaled to {2:g} Gb/s) is used</source>
        <translation>fabric.power_w：目录中 {0} 没有端口功耗；改用每端口 {1:.1f} W（教材每 400G 端口 25 W，缩放到 {2:g} Gb/s）</translation>
    </message>
    <message>
        <source>tco.capex_usd: neither the node ({0}) nor the accelerator ({1}) has a catalog price; no TCO</source>
        <translation>tco.capex_usd：节点（{0}）和加速器（{1}）在目录中都没有价格；无法计算 TCO</translation>
    </message>
    <message>
        <source>tco.capex_usd: needs power.it_w and power.average_it_w (facility sizing and electricity), not computed; no TCO</source>
        <translation>tco.capex_usd：需要 power.it_w 和 power.average_it_w（设施规模与电费），未计算；无法计算 TCO</translation>
    </message>
    <message>
        <source>tco.capex_fabric_usd: fabric.cost_usd not computed; the capex holds no scale-out fabric</source>
        <translation>tco.capex_fabric_usd：fabric.cost_usd 未计算；资本支出不含横向扩展网络</translation>
    </message>
    <message>
        <source>tco.capex_compute_usd: {0} has no catalog price; the fleet is priced as accelerators plus an estimated ${1:.0f} host share per accelerator</source>
        <translation>tco.capex_compute_usd：{0} 没有目录价格；舰队按加速器价格加上每加速器估算的 ${1:.0f} 主机分摊计价</translation>
    </message>
    <message>
        <source>tco.breakeven_utilization: owning would need {0:.0f} % utilization to match ${1:g}/accelerator-hour; renting is cheaper at any utilization</source>
        <translation>tco.breakeven_utilization：自建需要 {0:.0f}% 的利用率才能与 {1:g} 美元/加速器小时持平；任何利用率下租用都更便宜</translation>
    </message>
    <message>
        <source>tco.breakeven_utilization: at ${0:g}/accelerator-hour renting costs less than the owned fleet&apos;s utilization-dependent cost alone; there is no break-even</source>
        <translation>tco.breakeven_utilization：按 {0:g} 美元/加速器小时，租用的成本低于自建舰队仅随利用率变化的那部分成本；不存在盈亏平衡点</translation>
    </message>
    <message>
        <source>tco.usd_per_effective_pflop_hour: needs training.cluster_flops_per_s, not computed</source>
        <translation>tco.usd_per_effective_pflop_hour：需要 training.cluster_flops_per_s，未计算</translation>
    </message>
    <message>
        <source>tco.usd_per_training_run: needs training.accelerator_hours, not computed</source>
        <translation>tco.usd_per_training_run：需要 training.accelerator_hours，未计算</translation>
    </message>
    <message>
        <source>tco.usd_per_million_tokens: needs inference.tokens_per_s &gt; 0, not computed</source>
        <translation>tco.usd_per_million_tokens：需要 inference.tokens_per_s &gt; 0，未计算</translation>
    </message>
    <message>
        <source>power.capWatts: a {0:g} W cap is not below the {1} TDP of {2:g} W and has no effect</source>
        <translation>power.capWatts：{0:g} W 的功耗上限不低于 {1} 的 TDP {2:g} W，不起作用</translation>
    </message>
    <message>
        <source>power.useRatedNodePower: {0} states no rated power; using {1} × TDP + power.nodeOverheadWatts ({2:g} W) instead</source>
        <translation>power.useRatedNodePower：{0} 未给出额定功率；改用 {1} × TDP + power.nodeOverheadWatts（{2:g} W）</translation>
    </message>
    <message>
        <source>fleet.nodesPerRack: {0} nodes of {1}U ({2}) need {3:g}U, more than a {4:g}U rack</source>
        <translation>fleet.nodesPerRack：{0} 个 {1}U 节点（{2}）需要 {3:g}U，超过一个 {4:g}U 机架</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes, so its accelerators would throttle to {4:.3g} % of their peak power; cooling &apos;{5}&apos; ({6}, up to {7:.0f} kW per rack) would suffice; or lower fleet.nodesPerRack to {8:g}</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW，其加速器会过热降频到峰值功耗的 {4:.3g}%；改用冷却类型 &apos;{5}&apos;（{6}，每机架最高 {7:.0f} kW）即可满足；或将 fleet.nodesPerRack 降到 {8:g}</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes, so its accelerators would throttle to {4:.3g} % of their peak power; cooling &apos;{5}&apos; ({6}, up to {7:.0f} kW per rack) would suffice; fewer nodes per rack do not help: one node draws {8:.1f} kW</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW，其加速器会过热降频到峰值功耗的 {4:.3g}%；改用冷却类型 &apos;{5}&apos;（{6}，每机架最高 {7:.0f} kW）即可满足；减少每机架节点数无济于事：单个节点功耗即达 {8:.1f} kW</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes, so its accelerators would throttle to {4:.3g} % of their peak power; no cooling type in the catalog removes {0:.1f} kW per rack; or lower fleet.nodesPerRack to {5:g}</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW，其加速器会过热降频到峰值功耗的 {4:.3g}%；目录中没有任何冷却类型能带走每机架 {0:.1f} kW；请将 fleet.nodesPerRack 降到 {5:g}</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes, so its accelerators would throttle to {4:.3g} % of their peak power; no cooling type in the catalog removes {0:.1f} kW per rack; fewer nodes per rack do not help: one node draws {5:.1f} kW</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW，其加速器会过热降频到峰值功耗的 {4:.3g}%；目录中没有任何冷却类型能带走每机架 {0:.1f} kW；减少每机架节点数无济于事：单个节点功耗即达 {5:.1f} kW</translation>
    </message>
    <message>
        <source>serving.usd_per_million_tokens: neither {0} nor {1} has a catalog price; the serving fleet&apos;s cost is not computed</source>
        <translation>serving.usd_per_million_tokens：{0} 和 {1} 都没有目录价格；不计算推理服务舰队的成本</translation>
    </message>
    <message>
        <source>fleet.accelerator: {0} has no serving calibration in the catalog; serving.* uses the generic constants (HBM share {1:.2f}, compute share {2:.2f})</source>
        <translation>fleet.accelerator：目录中 {0} 没有推理服务校准值；serving.* 使用通用常数（HBM 带宽占比 {1:.2f}，稠密峰值占比 {2:.2f}）</translation>
    </message>
    <message>
        <source>serving.tp: a TP group of {0} spans {1:g} scale-up domains of {2:g}; its per-layer all-reduce runs over the scale-out link ({3}) at {4:g} GB/s instead of {5}</source>
        <translation>serving.tp：{0} 个加速器的张量并行组跨越 {1:g} 个 {2:g} 加速器的纵向扩展域；其逐层 AllReduce 走横向扩展链路（{3}），带宽 {4:g} GB/s，而不是 {5}</translation>
    </message>
    <message>
        <source>serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator leave {3:.1f} GB of KV cache, less than one {4:g}-token sequence ({5:.1f} GB); the smallest TP that fits is {6}</source>
        <translation>serving.tp = {0}：每加速器 {1:.1f} GB 的 {2} 权重只剩 {3:.1f} GB KV 缓存，不足一个 {4:g} Token 的序列（{5:.1f} GB）；可容纳的最小张量并行度为 {6}</translation>
    </message>
    <message>
        <source>serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator and the {3:.1f} GB runtime workspace exceed the {4}&apos;s {5:.1f} GB; the smallest TP that fits is {6}</source>
        <translation>serving.tp = {0}：每加速器 {1:.1f} GB 的 {2} 权重加上 {3:.1f} GB 运行时工作区超过了 {4} 的 {5:.1f} GB；可容纳的最小张量并行度为 {6}</translation>
    </message>
    <message>
        <source>serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator and the {3:.1f} GB runtime workspace exceed the {4}&apos;s {5:.1f} GB; no TP within a scale-up domain of {6:g} fits</source>
        <translation>serving.tp = {0}：每加速器 {1:.1f} GB 的 {2} 权重加上 {3:.1f} GB 运行时工作区超过了 {4} 的 {5:.1f} GB；{6:g} 加速器的纵向扩展域内没有可容纳的张量并行度</translation>
    </message>
    <message>
        <source>inference.batch = {0} at inference.contextLen = {1} needs {2:.3g} TB of {3} KV cache; a TP {4} group of {5} has {6:.1f} GB beside the weights, room for {7:g} such sequences (the inference.* decode figures assume the batch fits)</source>
        <translation>inference.batch = {0}、inference.contextLen = {1} 需要 {2:.3g} TB 的 {3} KV 缓存；{5} 的张量并行 {4} 组在权重之外只有 {6:.1f} GB，仅能容纳 {7:g} 个这样的序列（inference.* 的解码数值假设该批次可容纳）</translation>
    </message>
    <message>
        <source>serving.batch = {0} does not fit: at TP {1} the KV cache holds {2:g} sequences of {3:g} tokens beside the weights; the batch is capped at {2:g}</source>
        <translation>serving.batch = {0} 无法容纳：张量并行 {1} 时，权重之外的 KV 缓存只能容纳 {2:g} 个 {3:g} Token 的序列；批次上限为 {2:g}</translation>
    </message>
    <message>
        <source>serving.tpotSeconds = {0:g} s cannot be met: the p99 time per output token is {1:.1f} ms at TP {2} and batch {3:g}, {4:.2g}× the target (the weight read alone is {5:.1f} ms, the fixed overhead {6:.1f} ms); a larger serving.tp, a smaller inference.precision or a faster accelerator is needed</source>
        <translation>serving.tpotSeconds = {0:g} s 无法满足：张量并行 {2}、批次 {3:g} 时 P99 每输出 Token 延迟为 {1:.1f} ms，是目标的 {4:.2g} 倍（仅读取权重就需 {5:.1f} ms，固定开销 {6:.1f} ms）；需要更大的 serving.tp、更低的 inference.precision 或更快的加速器</translation>
    </message>
    <message>
        <source>serving.tpotSeconds = {0:g} s cannot be met at serving.batch = {1}: the p99 time per output token is {2:.1f} ms at TP {3} and batch {4:g}, {5:.2g}× the target (the weight read alone is {6:.1f} ms, the fixed overhead {7:.1f} ms); a larger serving.tp, a smaller inference.precision or a faster accelerator is needed</source>
        <translation>serving.tpotSeconds = {0:g} s 在 serving.batch = {1} 时无法满足：张量并行 {3}、批次 {4:g} 时 P99 每输出 Token 延迟为 {2:.1f} ms，是目标的 {5:.2g} 倍（仅读取权重就需 {6:.1f} ms，固定开销 {7:.1f} ms）；需要更大的 serving.tp、更低的 inference.precision 或更快的加速器</translation>
    </message>
    <message>
        <source>serving.ttftSeconds = {0:g} s cannot be met: the p99 time to first token is {1:.1f} ms at TP {2} and batch {3:g}, {4:.2g}× the target (the prompt&apos;s own prefill iteration {5:.1f} ms, the wait for the running and the already scheduled iteration {6:.1f} ms, queueing {7:.1f} ms)</source>
        <translation>serving.ttftSeconds = {0:g} s 无法满足：张量并行 {2}、批次 {3:g} 时 P99 首 Token 延迟为 {1:.1f} ms，是目标的 {4:.2g} 倍（提示词自身的预填充迭代 {5:.1f} ms，等待正在运行及已调度的迭代 {6:.1f} ms，排队 {7:.1f} ms）</translation>
    </message>
    <message>
        <source>serving.ttftSeconds = {0:g} s cannot be met at serving.batch = {1}: the p99 time to first token is {2:.1f} ms at TP {3} and batch {4:g}, {5:.2g}× the target (the prompt&apos;s own prefill iteration {6:.1f} ms, the wait for the running and the already scheduled iteration {7:.1f} ms, queueing {8:.1f} ms)</source>
        <translation>serving.ttftSeconds = {0:g} s 在 serving.batch = {1} 时无法满足：张量并行 {3}、批次 {4:g} 时 P99 首 Token 延迟为 {2:.1f} ms，是目标的 {5:.2g} 倍（提示词自身的预填充迭代 {6:.1f} ms，等待正在运行及已调度的迭代 {7:.1f} ms，排队 {8:.1f} ms）</translation>
    </message>
    <message>
        <source>serving.tp: TP {0} would serve the load with {1:g} accelerators instead of {2:g} at TP {3} (the Search tab&apos;s Serving configurations or fleetplanner-cli search --serving compares every layout)</source>
        <translation>serving.tp：张量并行 {0} 只需 {1:g} 个加速器即可承载该负载，而张量并行 {3} 需要 {2:g} 个（搜索页的“服务配置”或 fleetplanner-cli search --serving 会比较所有布局）</translation>
    </message>
    <message>
        <source>serving.tp: TP {0} would give {1:.0f} output tokens/s per accelerator instead of {2:.0f} at TP {3} (the Search tab&apos;s Serving configurations or fleetplanner-cli search --serving compares every layout)</source>
        <translation>serving.tp：张量并行 {0} 可达每加速器 {1:.0f} 输出 Token/秒，而张量并行 {3} 为 {2:.0f}（搜索页的“服务配置”或 fleetplanner-cli search --serving 会比较所有布局）</translation>
    </message>
    <message>
        <source>serving.tp: TP {0} would give {1:.0f} output tokens/s per accelerator instead of {2:.0f} at TP {3}, meeting the targets (the Search tab&apos;s Serving configurations or fleetplanner-cli search --serving compares every layout)</source>
        <translation>serving.tp：张量并行 {0} 可达每加速器 {1:.0f} 输出 Token/秒并满足目标，而张量并行 {3} 为 {2:.0f}（搜索页的“服务配置”或 fleetplanner-cli search --serving 会比较所有布局）</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes; its parts other than the accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; cooling &apos;{5}&apos; ({6}, up to {7:.0f} kW per rack) would suffice; or lower fleet.nodesPerRack to {8:g}</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW；其加速器以外的部件本身功耗即达 {4:.1f} kW，因此加速器将完全得不到供电；改用冷却类型 &apos;{5}&apos;（{6}，每机架最高 {7:.0f} kW）即可满足；或将 fleet.nodesPerRack 降到 {8:g}</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes; its parts other than the accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; cooling &apos;{5}&apos; ({6}, up to {7:.0f} kW per rack) would suffice; fewer nodes per rack do not help: one node draws {8:.1f} kW</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW；其加速器以外的部件本身功耗即达 {4:.1f} kW，因此加速器将完全得不到供电；改用冷却类型 &apos;{5}&apos;（{6}，每机架最高 {7:.0f} kW）即可满足；减少每机架节点数无济于事：单个节点功耗即达 {8:.1f} kW</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes; its parts other than the accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; no cooling type in the catalog removes {0:.1f} kW per rack; or lower fleet.nodesPerRack to {5:g}</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW；其加速器以外的部件本身功耗即达 {4:.1f} kW，因此加速器将完全得不到供电；目录中没有任何冷却类型能带走每机架 {0:.1f} kW；请将 fleet.nodesPerRack 降到 {5:g}</translation>
    </message>
    <message>
        <source>fleet.cooling: a {0:.1f} kW rack exceeds the {1:.1f} kW that {2} (&apos;{3}&apos;) removes; its parts other than the accelerators alone draw {4:.1f} kW, so the accelerators would get no power at all; no cooling type in the catalog removes {0:.1f} kW per rack; fewer nodes per rack do not help: one node draws {5:.1f} kW</source>
        <translation>fleet.cooling：机架功率 {0:.1f} kW，超出 {2}（&apos;{3}&apos;）可带走的 {1:.1f} kW；其加速器以外的部件本身功耗即达 {4:.1f} kW，因此加速器将完全得不到供电；目录中没有任何冷却类型能带走每机架 {0:.1f} kW；减少每机架节点数无济于事：单个节点功耗即达 {5:.1f} kW</translation>
    </message>
    <message>
        <source>fleet.scaleUpDomain: {0} accelerators per NVLink domain is neither a multiple nor a divisor of the {1} accelerators per node</source>
        <translation>fleet.scaleUpDomain：每个 NVLink 域 {0} 个加速器，既不是每节点 {1} 个加速器的倍数，也不是其约数</translation>
    </message>
    <message>
        <source>fleet.scaleUpDomain: the fleet&apos;s {0} accelerators are not a whole number of NVLink domains of {1}: make fleet.nodes a multiple of {2}</source>
        <translation>fleet.scaleUpDomain：舰队的 {0} 个加速器不能分成整数个 {1} 加速器的 NVLink 域：请将 fleet.nodes 设为 {2} 的倍数</translation>
    </message>
    <message>
        <source>training.interleave: {0} virtual stages do not divide the {1} layers per pipeline stage (model.layers = {2} over training.pp = {3})</source>
        <translation>training.interleave：{0} 个虚拟阶段不能整除每个流水线阶段的 {1} 层（model.layers = {2}，training.pp = {3}）</translation>
    </message>
    <message>
        <source>training.interleave: {0} virtual stages do not divide the {1} layers per pipeline stage (model.layers = {2} over training.pp = {3}) (so the layout-based prediction is not computed)</source>
        <translation>training.interleave：{0} 个虚拟阶段不能整除每个流水线阶段的 {1} 层（model.layers = {2}，training.pp = {3}）（因此不计算基于布局的预测）</translation>
    </message>
    <message>
        <source>model.params: {0:.4g} parameters typed, but the architecture (model.layers, model.hidden, model.ffnHidden, model.vocab, …) counts {1:.4g}; the step-time model computes the layers from the shape and the optimizer and gradients from model.params (0 = the count)</source>
        <translation>model.params：填写了 {0:.4g} 个参数，但架构（model.layers、model.hidden、model.ffnHidden、model.vocab 等）计数为 {1:.4g}；步时间模型按模型形状计算各层，按 model.params 计算优化器与梯度（0 = 使用计数）</translation>
    </message>
    <message>
        <source>model.params: {0:.4g} {1} weights do not fit a TP group of one {2:g}-accelerator scale-up domain of {3} with one {4:g}-token sequence (at TP {2:g}: {5:.1f} GB of weights and {6:.1f} GB of KV cache per accelerator, {7:.1f} GB of HBM); use a smaller inference.precision, a larger accelerator, or serving.tp beyond the domain</source>
        <translation>model.params：{0:.4g} 个 {1} 权重加上一个 {4:g} Token 的序列，放不进一个 {2:g} 加速器 {3} 纵向扩展域的张量并行组（张量并行 {2:g} 时每加速器需 {5:.1f} GB 权重和 {6:.1f} GB KV 缓存，HBM 为 {7:.1f} GB）；请使用更低的 inference.precision、更大的加速器，或让 serving.tp 跨域</translation>
    </message>
    <message>
        <source>model.kvHeads: {0} key/value heads exceed the {1} query heads (model.heads)</source>
        <translation>model.kvHeads：{0} 个键值头多于 {1} 个查询头（model.heads）</translation>
    </message>
    <message>
        <source>model.kvLoraRank: multi-head latent attention (model.attention = mla) needs model.kvLoraRank, model.vHeadDim and model.nopeHeadDim + model.ropeHeadDim of at least 1</source>
        <translation>model.kvLoraRank：多头潜在注意力（model.attention = mla）要求 model.kvLoraRank、model.vHeadDim 以及 model.nopeHeadDim + model.ropeHeadDim 均至少为 1</translation>
    </message>
    <message>
        <source>model.expertsPerToken: {0} routed experts per token, but the model has {1} (model.experts); expected 1 to {1}</source>
        <translation>model.expertsPerToken：每个 Token 路由 {0} 个专家，但模型只有 {1} 个（model.experts）；应为 1 到 {1}</translation>
    </message>
    <message>
        <source>model.denseLayers: {0} leading dense layers leave no Mixture-of-Experts layer of the {1} (model.layers)</source>
        <translation>model.denseLayers：{0} 个前置稠密层使 {1} 层（model.layers）中没有混合专家层</translation>
    </message>
    <message>
        <source>serving.model: the catalog model &apos;{0}&apos; has no transformer shape (layers, heads, key/value heads) to serve; pick a transformer model, or same</source>
        <translation>serving.model：目录模型“{0}”没有可用于服务的 Transformer 结构（层数、注意力头、键值头）；请选择一个 Transformer 模型，或 same</translation>
    </message>
    <message>
        <source>training.pipelineSchedule: dualpipe needs an even training.pp of at least 2 (here {0}), no interleaving (training.interleave = {1}) and at least training.pp micro-batches per step (here {2:g})</source>
        <translation>training.pipelineSchedule：dualpipe 需要至少为 2 的偶数 training.pp（此处为 {0}）、不交错（training.interleave = {1}），且每步至少 training.pp 个微批次（此处为 {2:g}）</translation>
    </message>
    <message>
        <source>training.tp × training.cp × training.pp × training.dp = {0:g} but the fleet has {1:g} accelerators</source>
        <translation>training.tp × training.cp × training.pp × training.dp = {0:g}，但舰队有 {1:g} 个加速器</translation>
    </message>
    <message>
        <source>training.dp: training.tp × training.cp × training.pp × training.dp = {0} × {1} × {2} × {3} = {4} but the fleet has {5} accelerators</source>
        <translation>training.dp：training.tp × training.cp × training.pp × training.dp = {0} × {1} × {2} × {3} = {4}，但舰队有 {5} 个加速器</translation>
    </message>
    <message>
        <source>training.ep: {0} must divide the {1} routed experts (model.experts) and training.tp × training.cp × training.dp = {2}; a dense model takes training.ep = 1</source>
        <translation>training.ep：{0} 必须整除 {1} 个路由专家（model.experts）以及 training.tp × training.cp × training.dp = {2}；稠密模型取 training.ep = 1</translation>
    </message>
    <message>
        <source>training.cp: {0} context-parallel ranks split the sequence into 2 × {0} = {2} chunks (causal load balancing), but training.seqLen = {1} is not a multiple of {2}</source>
        <translation>training.cp：{0} 个上下文并行 rank 把序列切成 2 × {0} = {2} 块（因果负载均衡），但 training.seqLen = {1} 不是 {2} 的倍数</translation>
    </message>
    <message>
        <source>training.flashAttention: context parallelism (training.cp = {0}) runs ring attention in a fused kernel, as Megatron does; set training.flashAttention = true or training.cp = 1</source>
        <translation>training.flashAttention：上下文并行（training.cp = {0}）与 Megatron 一样在融合内核中运行环形注意力；请设 training.flashAttention = true 或 training.cp = 1</translation>
    </message>
    <message>
        <source>training.recomputeLayers = {0} chooses how many layers full recomputation recomputes, but training.activationCheckpointing is {1}: it is not used (set full, or 0)</source>
        <translation>training.recomputeLayers = {0} 指定完全重计算时重计算的层数，但 training.activationCheckpointing 为 {1}：该值不会被使用（设为 full，或设为 0）</translation>
    </message>
    <message>
        <source>fleet.cooling: {0} removes no more than the racks&apos; other parts draw, so it leaves no power for the accelerators and the run cannot train (the fleet.cooling warning names what would remove the heat)</source>
        <translation>fleet.cooling：{0} 移除的热量不超过机架其他部件的功耗，加速器得不到任何功率，训练无法进行（fleet.cooling 的警告给出了能移除这些热量的方案）</translation>
    </message>
    <message>
        <source>serving.ep = {0}: {1} is a dense model, it has no experts to spread; served with EP 1</source>
        <translation>serving.ep = {0}：{1} 是稠密模型，没有可分布的专家；按 EP 1 提供服务</translation>
    </message>
    <message>
        <source>serving.ep = {0} is not a multiple of serving.tp = {1}: a replica&apos;s EP group is made of whole TP groups; use an EP of {2} or {3}, or serving.tp = 0</source>
        <translation>serving.ep = {0} 不是 serving.tp = {1} 的整数倍：副本的专家并行组由完整的张量并行组构成；请使用 EP {2} 或 {3}，或设 serving.tp = 0</translation>
    </message>
    <message>
        <source>serving.prefillEp = {0} is not a multiple of serving.prefillTp = {1}: a prefill replica&apos;s EP group is made of whole TP groups; use an EP of {2} or {3}, or serving.prefillTp = 0</source>
        <translation>serving.prefillEp = {0} 不是 serving.prefillTp = {1} 的整数倍：预填充副本的专家并行组由完整的张量并行组构成；请使用 EP {2} 或 {3}，或设 serving.prefillTp = 0</translation>
    </message>
    <message>
        <source>serving.prefillTp: no prefill replica of TP {0} × EP {1} holds the {2:.1f} GB of weights per accelerator and the KV cache of one {3:g}-token prompt on a {4:.0f} GB accelerator; raise serving.prefillEp or serving.prefillTp (0 tries every TP within the scale-up domain)</source>
        <translation>serving.prefillTp：TP {0} × EP {1} 的预填充副本无法在 {4:.0f} GB 的加速器上容纳每个加速器 {2:.1f} GB 的权重和一个 {3:g} Token 提示的 KV 缓存；请增大 serving.prefillEp 或 serving.prefillTp（0 会尝试纵向扩展域内的每个 TP）</translation>
    </message>
    <message>
        <source>serving.disaggregated: {0:g} prefill replicas of TP {1} × EP {2} ({3:g} accelerators, {4:.0f} input tokens/s each, {5:.0f} % busy) hand each prompt&apos;s KV cache ({6:.1f} ms) to {7:g} decode replicas ({8:g} accelerators)</source>
        <translation>serving.disaggregated：{0:g} 个 TP {1} × EP {2} 的预填充副本（{3:g} 个加速器，每个 {4:.0f} 输入 Token/s，{5:.0f} % 忙碌）把每个提示的 KV 缓存（{6:.1f} ms）移交给 {7:g} 个解码副本（{8:g} 个加速器）</translation>
    </message>
    <message>
        <source>serving.ttftSeconds = {0:g} s cannot be met by the prefill pool: its p99 time to first token is {1:.1f} ms, at least two of its {2:.1f} ms steps (the one under way and the prompt&apos;s own: {3:g} prompts of {4:g} tokens per group at TP {5} × EP {6}); lower serving.prefillBatchTokens, or raise serving.prefillTp</source>
        <translation>预填充池无法满足 serving.ttftSeconds = {0:g} s：其 p99 首 Token 时间为 {1:.1f} ms，至少是两个 {2:.1f} ms 的步（正在进行的一步和该提示自己的一步：TP {5} × EP {6} 下每组 {3:g} 个 {4:g} Token 的提示）；请降低 serving.prefillBatchTokens，或增大 serving.prefillTp</translation>
    </message>
    <message>
        <source>fleet.nodes: the plan&apos;s {0:g} accelerators cannot hold one decode replica of {1} accelerators beside the prefill pool its requests need ({2:g} accelerators); add nodes, or set serving.disaggregated = false</source>
        <translation>fleet.nodes：方案的 {0:g} 个加速器无法同时容纳一个 {1} 个加速器的解码副本和其请求所需的预填充池（{2:g} 个加速器）；请增加节点，或设 serving.disaggregated = false</translation>
    </message>
    <message>
        <source>model.experts: serving computes {0:.4g} of the {1:.4g} parameters per token and reads the experts a step&apos;s tokens touch, every expert sharded over the replica&apos;s TP group (serving.ep = 1) or spread whole over serving.ep accelerators, with prefill inside the replicas or on a pool of its own (serving.disaggregated)</source>
        <translation>model.experts：推理服务每个 Token 计算 {1:.4g} 个参数中的 {0:.4g} 个，只读取一步中各 Token 触及的专家；每个专家按副本的张量并行组切分（serving.ep = 1），或整体分布到 serving.ep 个加速器上；预填充在副本内进行，或在独立的池中进行（serving.disaggregated）</translation>
    </message>
    <message>
        <source>serving.cp = {0} with serving.ep = {1}: context parallelism of an expert-parallel replica is not modelled; set serving.ep = 1 (the experts TP-sharded in each CP group) or serving.cp = 1</source>
        <translation>serving.cp = {0} 且 serving.ep = {1}：未建模专家并行副本的上下文并行；请设 serving.ep = 1（专家在每个 CP 组内按 TP 切分）或 serving.cp = 1</translation>
    </message>
    <message>
        <source>serving.cp = {0} with serving.disaggregated: a context-parallel prefill pool is not modelled; set serving.cp = 1 or serving.disaggregated = false (context-parallel replicas prefill and decode together)</source>
        <translation>serving.cp = {0} 且 serving.disaggregated：未建模上下文并行的预填充池；请设 serving.cp = 1 或 serving.disaggregated = false（上下文并行副本同时执行预填充与解码）</translation>
    </message>
    <message>
        <source>serving.tp = {0}: {1:.1f} GB of {2} weights per accelerator leave {3:.1f} GB of KV cache, less than one {4:g}-token sequence ({5:.1f} GB); no TP within a scale-up domain of {6:g} fits: spread each sequence&apos;s KV cache over more TP groups with serving.cp</source>
        <translation>serving.tp = {0}：每加速器 {1:.1f} GB 的 {2} 权重只剩 {3:.1f} GB KV 缓存，不足一个 {4:g} Token 的序列（{5:.1f} GB）；{6:g} 加速器的纵向扩展域内没有可容纳的张量并行度：可用 serving.cp 把每个序列的 KV 缓存分散到更多 TP 组</translation>
    </message>
    <message>
        <source>serving.requestsPerSecond = 0: no load given, so serving.* is the offline (maximum-throughput) capacity of the plan&apos;s {0:g} accelerator{0:s} ({1:g} replica{1:s} of TP {2})</source>
        <translation>serving.requestsPerSecond = 0：未给定负载，因此 serving.* 是方案 {0:g} 个加速器的离线（最大吞吐量）容量（{1:g} 个张量并行 {2} 的副本）</translation>
    </message>
    <message>
        <source>serving.requestsPerSecond = 0: no load given, so serving.* is the capacity at the latency targets of the plan&apos;s {0:g} accelerator{0:s} ({1:g} replica{1:s} of TP {2})</source>
        <translation>serving.requestsPerSecond = 0：未给定负载，因此 serving.* 是方案 {0:g} 个加速器在延迟目标下的容量（{1:g} 个张量并行 {2} 的副本）</translation>
    </message>
    <message>
        <source>fleet.nodes: the plan&apos;s {0:g} accelerator{0:s} cannot form one replica of {1} accelerators</source>
        <translation>fleet.nodes：方案的 {0:g} 个加速器组不成一个 {1} 个加速器的副本</translation>
    </message>
    <message>
        <source>serving.requestsPerSecond = {0:g}: the load needs {1:g} replica{1:s} of TP {2} = {3:g} accelerator{3:s} in {4:g} node{4:s}; this serving fleet is sized on its own, apart from the plan&apos;s {5:g} training accelerator{5:s} (fleet.*)</source>
        <translation>serving.requestsPerSecond = {0:g}：该负载需要 {1:g} 个张量并行 {2} 的副本 = {3:g} 个加速器，共 {4:g} 个节点；此推理服务舰队单独规划，不含方案的 {5:g} 个训练加速器（fleet.*）</translation>
    </message>
    <message>
        <source>serving.requestsPerSecond = {0:g}: the load needs {1:g} decode replica{1:s} of TP {2} and {3:g} prefill replica{3:s} of TP {4} = {5:g} accelerator{5:s} in {6:g} node{6:s}; this serving fleet is sized on its own, apart from the plan&apos;s {7:g} training accelerator{7:s} (fleet.*)</source>
        <translation>serving.requestsPerSecond = {0:g}：该负载需要 {1:g} 个 TP {2} 的解码副本和 {3:g} 个 TP {4} 的预填充副本 = {6:g} 个节点中的 {5:g} 个加速器；该推理集群单独确定规模，不含方案的 {7:g} 个训练加速器（fleet.*）</translation>
    </message>
    <message>
        <source>model.slidingWindowLayers: {0} banded-attention layers, but the model has {1} (model.layers); expected 0 to {1}</source>
        <translation>model.slidingWindowLayers：带状注意力层 {0} 层，但模型只有 {1} 层（model.layers）；应为 0 到 {1}</translation>
    </message>
    <message>
        <source>model.slidingWindow: {0} layers attend a sliding window (model.slidingWindowLayers) of 0 tokens; give the window&apos;s length in tokens (GPT-OSS: 128) or set model.slidingWindowLayers to 0</source>
        <translation>model.slidingWindow：{0} 层使用滑动窗口注意力（model.slidingWindowLayers），但窗口为 0 个 token；请给出窗口长度（token 数，GPT-OSS：128），或将 model.slidingWindowLayers 设为 0</translation>
    </message>
    <message>
        <source>model.slidingWindow: a {0}-token window on no layer changes nothing; give the banded layers in model.slidingWindowLayers (Mistral 7B: all of them, GPT-OSS: every other one)</source>
        <translation>model.slidingWindow：{0} 个 token 的窗口未用于任何层，不起作用；请在 model.slidingWindowLayers 中给出带状层数（Mistral 7B：全部层，GPT-OSS：每隔一层）</translation>
    </message>
    <message>
        <source>serving.expertPrecision = {0}: {1} is a dense model, it has no routed experts; its weights are stored in inference.precision</source>
        <translation>serving.expertPrecision = {0}：{1} 是稠密模型，没有路由专家；其权重按 inference.precision 存储</translation>
    </message>
    <message>
        <source>serving.expertCompute: {0} has no dense {1} path for the routed experts&apos; GEMMs; choose another precision or same (inference.precision)</source>
        <translation>serving.expertCompute：{0} 没有用于路由专家 GEMM 的稠密 {1} 路径；请选择其他精度或 same（inference.precision）</translation>
    </message>
    <message>
        <source>serving.expertCompute = {0}: {1} is a dense model, it has no routed experts; its GEMMs compute in inference.precision</source>
        <translation>serving.expertCompute = {0}：{1} 是稠密模型，没有路由专家；其 GEMM 按 inference.precision 计算</translation>
    </message>
</context>
<context>
    <name>fleet::model</name>
    <message>
        <source>%1 (%2) cost (catalog)</source>
        <translation>%1（%2）成本（目录）</translation>
    </message>
    <message>
        <source>%1 (%2) cost (catalog), scaled × %3/%4 ports</source>
        <translation>%1（%2）成本（目录），按 × %3/%4 端口缩放</translation>
    </message>
    <message>
        <source>%1 (%2) cost per transceiver (catalog)</source>
        <translation>%1（%2）每个光模块成本（目录）</translation>
    </message>
    <message>
        <source>%1 HBM bandwidth</source>
        <translation>%1 HBM 带宽</translation>
    </message>
    <message>
        <source>%1 HBM bandwidth (catalog)</source>
        <translation>%1 HBM 带宽（目录）</translation>
    </message>
    <message>
        <source>%1 HBM capacity</source>
        <translation>%1 HBM 容量</translation>
    </message>
    <message>
        <source>%1 HBM capacity (catalog)</source>
        <translation>%1 HBM 容量（目录）</translation>
    </message>
    <message>
        <source>%1 TDP (catalog)</source>
        <translation>%1 TDP（目录）</translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation>%1 带宽</translation>
    </message>
    <message>
        <source>%1 bandwidth per direction</source>
        <translation>%1 单向带宽</translation>
    </message>
    <message>
        <source>%1 bandwidth per direction (fleet.scaleOutLink)</source>
        <translation>%1 单向带宽（fleet.scaleOutLink）</translation>
    </message>
    <message>
        <source>%1 bytes per KV value (serving.kvPrecision)</source>
        <translation>%1 每个 KV 值的字节数（serving.kvPrecision）</translation>
    </message>
    <message>
        <source>%1 bytes per parameter</source>
        <translation>每参数 %1 字节</translation>
    </message>
    <message>
        <source>%1 bytes per parameter (inference.precision)</source>
        <translation>每参数 %1 字节（inference.precision）</translation>
    </message>
    <message>
        <source>%1 bytes per weight (inference.precision)</source>
        <translation>%1 每个权重的字节数（inference.precision）</translation>
    </message>
    <message>
        <source>%1 dense %2 peak</source>
        <translation>%1 %2 稠密峰值</translation>
    </message>
    <message>
        <source>%1 dense %2 peak (catalog)</source>
        <translation>%1 %2 稠密峰值（目录）</translation>
    </message>
    <message>
        <source>%1 die area (catalog)</source>
        <translation>%1 晶粒面积（目录）</translation>
    </message>
    <message>
        <source>%1 embodied carbon per device</source>
        <translation>%1 每器件隐含碳排放</translation>
    </message>
    <message>
        <source>%1 grid intensity (catalog)</source>
        <translation>%1 电网碳强度（目录）</translation>
    </message>
    <message>
        <source>%1 grid intensity (catalog, location-based)</source>
        <translation>%1 电网碳强度（目录，基于位置）</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>%1 延迟</translation>
    </message>
    <message>
        <source>%1 latency per traversal (catalog)</source>
        <translation>%1 每次遍历延迟（目录）</translation>
    </message>
    <message>
        <source>%1 measured average per accelerator, host share included (catalog)</source>
        <translation>%1 每加速器实测平均功耗，含主机分摊（目录）</translation>
    </message>
    <message>
        <source>%1 non-accelerator power at peak (catalog overhead_w)</source>
        <translation>%1 峰值时的非加速器功耗（目录 overhead_w）</translation>
    </message>
    <message>
        <source>%1 port_w (catalog)</source>
        <translation>%1 port_w（目录）</translation>
    </message>
    <message>
        <source>%1 price (catalog)</source>
        <translation>%1 价格（目录）</translation>
    </message>
    <message>
        <source>%1 rack limit (catalog, fleet.cooling)</source>
        <translation>%1 机架上限（目录，fleet.cooling）</translation>
    </message>
    <message>
        <source>%1 rated maximum input (catalog)</source>
        <translation>%1 额定最大输入功率（目录）</translation>
    </message>
    <message>
        <source>%1 share of heat removed by liquid at the server (catalog)</source>
        <translation>%1 在服务器处由液冷带走的热量比例（目录）</translation>
    </message>
    <message>
        <source>%1 thermal design power (catalog)</source>
        <translation>%1 热设计功耗（目录）</translation>
    </message>
    <message>
        <source>3 × forward: layers, attention (full s²), logits; no recompute</source>
        <translation>3 × 前向：各层、注意力（完整 s²）、logits；不含重计算</translation>
    </message>
    <message>
        <source>99th-percentile slot wait: P(W &gt; x) = C·exp(−(B_max − B)·x / (n_out·T_it))</source>
        <translation>批次槽位等待的第 99 百分位：P(W &gt; x) = C·exp(−(B_max − B)·x / (n_out·T_it))</translation>
    </message>
    <message>
        <source>Accelerator (catalog id)</source>
        <translation>加速器（目录 id）</translation>
    </message>
    <message>
        <source>Accelerator MTBF</source>
        <translation>加速器 MTBF</translation>
    </message>
    <message>
        <source>Accelerator-to-host link (catalog id)</source>
        <translation>加速器到主机的链路（目录 id）</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>每节点加速器数</translation>
    </message>
    <message>
        <source>Activation recomputation in the backward pass: none, selective (attention core only) or full (every layer&apos;s forward)</source>
        <translation>反向传播中的激活重计算：none（不重计算）、selective（仅注意力核心）或 full（每层的前向）</translation>
    </message>
    <message>
        <source>Average accelerator draw as a fraction of TDP (DVFS)</source>
        <translation>加速器平均功耗占 TDP 的比例（DVFS）</translation>
    </message>
    <message>
        <source>Average utilization of the fleet</source>
        <translation>舰队平均利用率</translation>
    </message>
    <message>
        <source>Checkpoint interval (0 = Young–Daly optimum)</source>
        <translation>检查点间隔（0 = Young–Daly 最优检查点间隔）</translation>
    </message>
    <message>
        <source>Checkpointing overhead (fraction)</source>
        <translation>检查点开销（比例）</translation>
    </message>
    <message>
        <source>Cloud rental price per accelerator-hour</source>
        <translation>每加速器小时的云租赁单价</translation>
    </message>
    <message>
        <source>Communication buffers per GPU</source>
        <translation>每 GPU 通信缓冲区</translation>
    </message>
    <message>
        <source>Coolant temperature rise across the loop</source>
        <translation>冷却液在回路中的温升</translation>
    </message>
    <message>
        <source>Cooling type (catalog id)</source>
        <translation>冷却类型（目录 id）</translation>
    </message>
    <message>
        <source>Data-hall construction cost per W of IT capacity</source>
        <translation>每 W IT 容量的机房建设成本</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>Detection and restart time after a failure</source>
        <translation>故障后的检测与重启时间</translation>
    </message>
    <message>
        <source>ESTIMATE: %1 has no port_w; the seed&apos;s 25 W per 400G port scaled to %2 Gb/s</source>
        <translation>估算值：%1 没有 port_w；按教材每 400G 端口 25 W 缩放到 %2 Gb/s</translation>
    </message>
    <message>
        <source>ESTIMATE: seed $10-50k per radix-64 switch (L2811), midpoint $30k scaled by k/64</source>
        <translation>估算值：教材每台基数 64 交换机 10-50k 美元（L2811），取中点 30k 美元并按 k/64 缩放</translation>
    </message>
    <message>
        <source>ESTIMATE: seed $500 per 400G pluggable (L2625) scaled to %1 Gb/s</source>
        <translation>估算值：教材每个 400G 可插拔光模块 500 美元（L2625），缩放到 %1 Gb/s</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Erlang C: probability of waiting (M/M/c, c = B_max slots)</source>
        <translation>Erlang C：等待概率（M/M/c，c = B_max 个槽位）</translation>
    </message>
    <message>
        <source>FLOPs per rank per step</source>
        <translation>每 rank 每步 FLOPs</translation>
    </message>
    <message>
        <source>FP32 master copy bytes per parameter (training.masterWeights)</source>
        <translation>FP32 主副本每参数字节数（training.masterWeights）</translation>
    </message>
    <message>
        <source>Fabric switch MTBF</source>
        <translation>网络结构交换机 MTBF</translation>
    </message>
    <message>
        <source>Failure and restart overhead (fraction)</source>
        <translation>故障与重启开销（比例）</translation>
    </message>
    <message>
        <source>Fused attention kernel (FlashAttention): no sequence × sequence tensors in HBM</source>
        <translation>融合注意力内核（FlashAttention）：HBM 中不存放序列长度 × 序列长度的张量</translation>
    </message>
    <message>
        <source>GEMM arithmetic</source>
        <translation>GEMM 计算</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (a100-sxm-80gb/gemm_half_size_gflop, microbenchmark: Azure/AI-benchmarking-guide, Azure_Results/ND_A100_v4_results.md, GEMM CuBLASLt (A100-SXM4-80GB, CUDA 12.5))</source>
        <translation>GEMM 半效率规模（a100-sxm-80gb/gemm_half_size_gflop，微基准测试：Azure/AI-benchmarking-guide，Azure_Results/ND_A100_v4_results.md，GEMM CuBLASLt（A100-SXM4-80GB，CUDA 12.5））</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (h100-sxm/gemm_half_size_gflop, microbenchmark: profile_matmul.py &quot;Example output on H100&quot; (community); pranjalssh/fast.cu README cuBLAS BF16 716 / 795 TFLOP/s at 4096 / 8192)</source>
        <translation>GEMM 半效率规模（h100-sxm/gemm_half_size_gflop，微基准测试：profile_matmul.py“Example output on H100”（社区测量）；pranjalssh/fast.cu README，cuBLAS BF16 在 4096 / 8192 时为 716 / 795 TFLOP/s）</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (h200-sxm/gemm_half_size_gflop, estimate: h100-sxm/gemm_half_size_gflop)</source>
        <translation>GEMM 半效率规模（h200-sxm/gemm_half_size_gflop，估算值：h100-sxm/gemm_half_size_gflop）</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (no catalog calibration: generic 2e+10, ESTIMATE)</source>
        <translation>GEMM 半效率规模（目录无校准值：通用值 2e+10，估算值）</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU): three hidden × ffnHidden matrices instead of two</source>
        <translation>门控 MLP（SwiGLU）：三个 hidden × ffnHidden 矩阵，而非两个</translation>
    </message>
    <message>
        <source>Generated tokens per request</source>
        <translation>每请求生成的 Token 数</translation>
    </message>
    <message>
        <source>Grid region (catalog id)</source>
        <translation>电网区域（目录 id）</translation>
    </message>
    <message>
        <source>HBM (%1)</source>
        <translation>HBM（%1）</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>HBM bytes per parameter (Megatron-LM mixed precision, itemized)</source>
        <translation>每参数 HBM 字节数（Megatron-LM 混合精度，逐项列出）</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>HBM energy per bit (seed energy section)</source>
        <translation>HBM 每比特能耗（教材能耗一节）</translation>
    </message>
    <message>
        <source>HBM price, midpoint of the seed&apos;s $10-15/GB</source>
        <translation>HBM 价格，取教材 10-15 美元/GB 的中点</translation>
    </message>
    <message>
        <source>Hardware maintenance per year, share of hardware capex</source>
        <translation>每年硬件维护，占硬件资本支出的比例</translation>
    </message>
    <message>
        <source>Heat one coolant distribution unit (CDU) removes</source>
        <translation>单个冷量分配单元（CDU）带走的热量</translation>
    </message>
    <message>
        <source>IT draw while idle</source>
        <translation>空闲时的 IT 功率</translation>
    </message>
    <message>
        <source>IT draw while serving (DVFS average)</source>
        <translation>推理服务时的 IT 功率（DVFS 平均）</translation>
    </message>
    <message>
        <source>IT energy of the run</source>
        <translation>运行的 IT 能耗</translation>
    </message>
    <message>
        <source>IT load at peak</source>
        <translation>峰值 IT 负载</translation>
    </message>
    <message>
        <source>IT load at peak (power.it_w): the capacity to build</source>
        <translation>峰值 IT 负载（power.it_w）：需建设的容量</translation>
    </message>
    <message>
        <source>IT load while idle</source>
        <translation>空闲时 IT 负载</translation>
    </message>
    <message>
        <source>Installation and commissioning, share of hardware capex</source>
        <translation>安装与调试，占硬件资本支出的比例</translation>
    </message>
    <message>
        <source>KV budget per accelerator</source>
        <translation>每加速器 KV 预算</translation>
    </message>
    <message>
        <source>KV bytes per token per accelerator</source>
        <translation>每加速器每 Token 的 KV 字节数</translation>
    </message>
    <message>
        <source>KV-cache capacity</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>KV-cache read B·L_ctx·m_kv,gpu ÷ (η_mem·BW)</source>
        <translation>KV 缓存读取 B·L_ctx·m_kv,gpu ÷ (η_mem·BW)</translation>
    </message>
    <message>
        <source>KV-cache storage precision when serving</source>
        <translation>推理服务时 KV 缓存的存储精度</translation>
    </message>
    <message>
        <source>Keep an FP32 master copy of the weights (4 bytes per parameter)</source>
        <translation>保留一份 FP32 权重主副本（每参数 4 字节）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 Eq. 7 (model FLOPs); seed §2 peak vs sustained (L1712)</source>
        <translation>Korthikanti 等 2022 式 7（模型 FLOPs）；教材 §2 峰值与持续（L1712）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 Eq. 8 (hardware FLOPs)</source>
        <translation>Korthikanti 等 2022 式 8（硬件 FLOPs）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 §5 (selective recomputation)</source>
        <translation>Korthikanti 等 2022 §5（选择性重计算）</translation>
    </message>
    <message>
        <source>Length of the run</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>Local storage (per node)</source>
        <translation>本地存储（每节点）</translation>
    </message>
    <message>
        <source>Local storage bandwidth per node</source>
        <translation>每节点本地存储带宽</translation>
    </message>
    <message>
        <source>Maintenance overhead (fraction)</source>
        <translation>维护开销（比例）</translation>
    </message>
    <message>
        <source>Market-based emission factor (0 = the region&apos;s location-based grid intensity)</source>
        <translation>市场法排放因子（0 = 使用该区域基于位置的电网碳强度）</translation>
    </message>
    <message>
        <source>Message size moved across the bandwidth staircase</source>
        <translation>经过带宽阶梯传输的消息大小</translation>
    </message>
    <message>
        <source>Micro-batch size (sequences)</source>
        <translation>微批次大小（序列数）</translation>
    </message>
    <message>
        <source>Micro-batches per data-parallel replica per step</source>
        <translation>每个数据并行副本每步的微批次数</translation>
    </message>
    <message>
        <source>Model FLOPs utilization (sustained / peak)</source>
        <translation>模型 FLOPs 利用率（持续 / 峰值）</translation>
    </message>
    <message>
        <source>Monte Carlo trials</source>
        <translation>蒙特卡洛模拟次数</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 §4.1 (scatter/gather); seed §2 bandwidth hierarchy, pipeline parallelism (L1998)</source>
        <translation>Narayanan 等 2021 §4.1（scatter/gather）；教材 §2 带宽层级，流水线并行（L1998）</translation>
    </message>
    <message>
        <source>Node (catalog id, or auto: the catalog node matching the accelerator and count)</source>
        <translation>节点（目录 id，或 auto：目录中与加速器及数量匹配的节点）</translation>
    </message>
    <message>
        <source>Node MTBF, excluding its accelerators</source>
        <translation>节点 MTBF（不含其加速器）</translation>
    </message>
    <message>
        <source>Nodes in the fleet</source>
        <translation>舰队中的节点数</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>每机架节点数</translation>
    </message>
    <message>
        <source>Operations staff per year</source>
        <translation>每年运维人员成本</translation>
    </message>
    <message>
        <source>Overlap data-parallel gradient collectives with the backward pass</source>
        <translation>将数据并行梯度集合通信与反向传播重叠</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel collectives with GEMMs (TransformerEngine)</source>
        <translation>将张量并行集合通信与 GEMM 重叠（TransformerEngine）</translation>
    </message>
    <message>
        <source>Oversubscription ratio (down : up), 1 = non-blocking</source>
        <translation>收敛比（下行 : 上行），1 = 非阻塞</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Per-accelerator power cap (0 = uncapped)</source>
        <translation>每加速器功耗上限（0 = 不封顶）</translation>
    </message>
    <message>
        <source>Pipeline bubble overhead (fraction)</source>
        <translation>流水线气泡开销（比例）</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>Power usage effectiveness, facility power / IT power (seed Eq. 2.2)</source>
        <translation>电能利用效率（PUE），设施总功率 / IT 功率（教材式 2.2）</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>每请求的提示词 Token 数</translation>
    </message>
    <message>
        <source>QKV, projection, MLP up and down</source>
        <translation>QKV、输出投影、MLP 上投影与下投影</translation>
    </message>
    <message>
        <source>Rest of a node at peak (CPUs, NICs, switches, fans, conversion)</source>
        <translation>节点其余部分的峰值功耗（CPU、网卡、交换机、风扇、电源转换）</translation>
    </message>
    <message>
        <source>Rest of a node&apos;s power: catalog (the node row, or the catalog node of the accelerator&apos;s generation, with measured averages where published) or input (power.nodeOverheadWatts and the DVFS average)</source>
        <translation>节点其余部分的功耗来源：catalog（节点行，或目录中与加速器同代的节点，有公开实测平均值时采用）或 input（power.nodeOverheadWatts 与 DVFS 平均值）</translation>
    </message>
    <message>
        <source>Scale-out fabric topology</source>
        <translation>横向扩展网络结构拓扑</translation>
    </message>
    <message>
        <source>Scale-out link between nodes (catalog id)</source>
        <translation>节点间的横向扩展链路（目录 id）</translation>
    </message>
    <message>
        <source>Scale-up link inside a node (catalog id)</source>
        <translation>节点内的纵向扩展链路（目录 id）</translation>
    </message>
    <message>
        <source>Scaling efficiency (communication and synchronization)</source>
        <translation>扩展效率（通信与同步）</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（Token）</translation>
    </message>
    <message>
        <source>Sequence parallelism: layer norms and dropout split over the TP group</source>
        <translation>序列并行：层归一化与 dropout 在张量并行组内切分</translation>
    </message>
    <message>
        <source>Sequences per optimizer step (0 = microBatch × gradientAccumulation × dp; otherwise the accumulation follows from it)</source>
        <translation>每个优化器步的序列数（0 = microBatch × gradientAccumulation × dp；否则梯度累积由它推出）</translation>
    </message>
    <message>
        <source>Sequences per serving replica (0 = the largest batch that meets the latency targets)</source>
        <translation>每个推理服务副本的序列数（0 = 满足延迟目标的最大批次）</translation>
    </message>
    <message>
        <source>Service life / depreciation period</source>
        <translation>服务寿命 / 折旧年限</translation>
    </message>
    <message>
        <source>Serving load in requests per second (0 = no load: the capacity of the plan&apos;s accelerators)</source>
        <translation>推理服务负载，单位为请求/秒（0 = 无负载：方案加速器的容量）</translation>
    </message>
    <message>
        <source>Site water use effectiveness (litres per kWh of IT energy)</source>
        <translation>站点水利用效率（WUE，每 kWh IT 能耗的升数）</translation>
    </message>
    <message>
        <source>Spare nodes kept ready</source>
        <translation>随时待命的备用节点</translation>
    </message>
    <message>
        <source>Switch radix (ports per switch)</source>
        <translation>交换机基数（每台交换机端口数）</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>交换机层数</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>张量并行 AllReduce</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>Time to repair or replace a failed node</source>
        <translation>修复或更换故障节点的时间</translation>
    </message>
    <message>
        <source>Time to write one checkpoint</source>
        <translation>写入一个检查点的时间</translation>
    </message>
    <message>
        <source>Training time: book (the seed&apos;s overhead chain from training.mfu) or predicted (step time from the layout and the hardware, coupled with failures and checkpoints)</source>
        <translation>训练时间：book（教材中由 training.mfu 得出的开销乘数链）或 predicted（由并行布局与硬件得出每步时间，并结合故障与检查点）</translation>
    </message>
    <message>
        <source>Training tokens D</source>
        <translation>训练 Token 数 D</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <source>Use the catalog node&apos;s rated maximum input power instead of TDP + overhead</source>
        <translation>使用目录中节点的额定最大输入功率，而不是 TDP + 其余开销</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per pipeline rank (interleaved 1F1B)</source>
        <translation>每个流水线 rank 的虚拟流水线阶段数（交错式 1F1B）</translation>
    </message>
    <message>
        <source>Weibull shape of failures in the Monte Carlo (1 = exponential)</source>
        <translation>蒙特卡洛模拟中故障的 Weibull 形状参数（1 = 指数分布）</translation>
    </message>
    <message>
        <source>Weight and compute precision when serving</source>
        <translation>推理服务时的权重与计算精度</translation>
    </message>
    <message>
        <source>Where the optimizer state lives</source>
        <translation>优化器状态存放位置</translation>
    </message>
    <message>
        <source>Young–Daly √(2δ·MTBF_sys), for comparison</source>
        <translation>Young–Daly √(2δ·MTBF_sys)，用于对比</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>ZeRO stage (0 = none)</source>
        <translation>ZeRO 阶段（0 = 不使用）</translation>
    </message>
    <message>
        <source>a catalog id from `catalog list %1`</source>
        <translation>`catalog list %1` 中的目录 id</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>a number from %1 to %2 %3</source>
        <translation>%1 到 %2 %3 之间的数</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>accelerator MTBF (reliability.acceleratorMtbfHours)</source>
        <translation>加速器 MTBF（reliability.acceleratorMtbfHours）</translation>
    </message>
    <message>
        <source>accelerator torus ports</source>
        <translation>加速器环面端口</translation>
    </message>
    <message>
        <source>accelerator-hours of the run (training.accelerator_hours)</source>
        <translation>运行的加速器小时（training.accelerator_hours）</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>加速器数</translation>
    </message>
    <message>
        <source>accelerators (acceleratorsPerNode × nodes)</source>
        <translation>加速器数（acceleratorsPerNode × nodes）</translation>
    </message>
    <message>
        <source>accelerators (fleet.acceleratorsPerNode × fleet.nodes)</source>
        <translation>加速器数（fleet.acceleratorsPerNode × fleet.nodes）</translation>
    </message>
    <message>
        <source>accelerators per node (fleet.acceleratorsPerNode)</source>
        <translation>每节点加速器数（fleet.acceleratorsPerNode）</translation>
    </message>
    <message>
        <source>accelerators · (price + host estimate)</source>
        <translation>加速器数 ·（价格 + 主机估算）</translation>
    </message>
    <message>
        <source>accelerators, one scale-out port each (acceleratorsPerNode × nodes)</source>
        <translation>加速器数，每个一个横向扩展端口（acceleratorsPerNode × nodes）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (a100-sxm-80gb/hbm_efficiency, microbenchmark: Azure/AI-benchmarking-guide, Azure_Results/ND_A100_v4_results.md, HBM Bandwidth)</source>
        <translation>实际达到的 HBM 带宽占比（a100-sxm-80gb/hbm_efficiency，微基准测试：Azure/AI-benchmarking-guide，Azure_Results/ND_A100_v4_results.md，HBM Bandwidth）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (h100-sxm/hbm_efficiency, microbenchmark: Azure/AI-benchmarking-guide, Azure_Results/ND_H100_v5_results.md, HBM Bandwidth)</source>
        <translation>实际达到的 HBM 带宽占比（h100-sxm/hbm_efficiency，微基准测试：Azure/AI-benchmarking-guide，Azure_Results/ND_H100_v5_results.md，HBM Bandwidth）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (h200-sxm/hbm_efficiency, microbenchmark: Azure/AI-benchmarking-guide, Azure_Results/ND_H200_v5_results.md, HBM Bandwidth)</source>
        <translation>实际达到的 HBM 带宽占比（h200-sxm/hbm_efficiency，微基准测试：Azure/AI-benchmarking-guide，Azure_Results/ND_H200_v5_results.md，HBM Bandwidth）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>实际达到的 HBM 带宽占比（目录无校准值：通用值 0.8，估算值）</translation>
    </message>
    <message>
        <source>achieved HBM share (catalog serving_calibration)</source>
        <translation>实际达到的 HBM 带宽占比（目录 serving_calibration）</translation>
    </message>
    <message>
        <source>active nodes (fleet.nodes)</source>
        <translation>在用节点数（fleet.nodes）</translation>
    </message>
    <message>
        <source>aggregate read bandwidth</source>
        <translation>聚合读取带宽</translation>
    </message>
    <message>
        <source>aggregate write bandwidth</source>
        <translation>聚合写入带宽</translation>
    </message>
    <message>
        <source>arithmetic per token</source>
        <translation>每 Token 运算量</translation>
    </message>
    <message>
        <source>arithmetic time per token</source>
        <translation>每 Token 运算时间</translation>
    </message>
    <message>
        <source>at the load</source>
        <translation>负载下</translation>
    </message>
    <message>
        <source>at the operating point</source>
        <translation>工作点</translation>
    </message>
    <message>
        <source>attainable throughput</source>
        <translation>可达 FLOP/s</translation>
    </message>
    <message>
        <source>attention scores, context, softmax and dropout</source>
        <translation>注意力分数、上下文、softmax 与 dropout</translation>
    </message>
    <message>
        <source>attention: max(KV read, arithmetic)</source>
        <translation>注意力：max(KV 读取, 计算)</translation>
    </message>
    <message>
        <source>average IT load</source>
        <translation>平均 IT 负载</translation>
    </message>
    <message>
        <source>average IT load (power.average_it_w)</source>
        <translation>平均 IT 负载（power.average_it_w）</translation>
    </message>
    <message>
        <source>average IT load while utilized (power.average_it_w)</source>
        <translation>利用时的平均 IT 负载（power.average_it_w）</translation>
    </message>
    <message>
        <source>average accelerator draw (power.average_accelerator_w)</source>
        <translation>加速器平均功耗（power.average_accelerator_w）</translation>
    </message>
    <message>
        <source>average draw / TDP under DVFS (power.averageFraction)</source>
        <translation>DVFS 下平均功耗 / TDP（power.averageFraction）</translation>
    </message>
    <message>
        <source>average facility draw</source>
        <translation>设施平均功率</translation>
    </message>
    <message>
        <source>average utilization (economics.utilization)</source>
        <translation>平均利用率（economics.utilization）</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>bisection bandwidth</source>
        <translation>二分带宽</translation>
    </message>
    <message>
        <source>book</source>
        <translation>教材</translation>
    </message>
    <message>
        <source>busy share: the load over the fleet&apos;s capacity</source>
        <translation>繁忙占比：负载与舰队容量之比</translation>
    </message>
    <message>
        <source>bytes per parameter saved</source>
        <translation>每参数保存的字节数</translation>
    </message>
    <message>
        <source>bytes per value</source>
        <translation>每个值的字节数</translation>
    </message>
    <message>
        <source>capital cost</source>
        <translation>资本成本</translation>
    </message>
    <message>
        <source>capped by the fabric&apos;s bisection</source>
        <translation>受网络结构二分带宽限制</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>checkpoint interval (Young–Daly)</source>
        <translation>检查点间隔（Young–Daly）</translation>
    </message>
    <message>
        <source>checkpoint interval (reliability.checkpointIntervalSeconds)</source>
        <translation>检查点间隔（reliability.checkpointIntervalSeconds）</translation>
    </message>
    <message>
        <source>checkpoint overhead (training.checkpointOverhead)</source>
        <translation>检查点开销（training.checkpointOverhead）</translation>
    </message>
    <message>
        <source>checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>checkpoint write time (checkpoint size / write bandwidth)</source>
        <translation>检查点写入时间（检查点大小 / 写入带宽）</translation>
    </message>
    <message>
        <source>checkpoint write time (reliability.checkpointWriteSeconds)</source>
        <translation>检查点写入时间（reliability.checkpointWriteSeconds）</translation>
    </message>
    <message>
        <source>checkpoint write time (training.checkpoint_write_s)</source>
        <translation>检查点写入时间（training.checkpoint_write_s）</translation>
    </message>
    <message>
        <source>checkpoint writing per useful second</source>
        <translation>每有效秒的检查点写入时间</translation>
    </message>
    <message>
        <source>cloud price per accelerator-hour (economics.cloudUsdPerAcceleratorHour)</source>
        <translation>每加速器小时云租赁单价（economics.cloudUsdPerAcceleratorHour）</translation>
    </message>
    <message>
        <source>cloud total</source>
        <translation>云租赁总成本</translation>
    </message>
    <message>
        <source>cloud total at u = 1 (p_cloud · N · Y · 8,760 h)</source>
        <translation>u = 1 时的云租赁总成本（p_cloud · N · Y · 8,760 h）</translation>
    </message>
    <message>
        <source>collectives before overlap</source>
        <translation>重叠前的集合通信时间</translation>
    </message>
    <message>
        <source>compute hardware</source>
        <translation>计算硬件</translation>
    </message>
    <message>
        <source>compute time per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>context length (inference.contextLen)</source>
        <translation>上下文长度（inference.contextLen）</translation>
    </message>
    <message>
        <source>coolant temperature rise (facility.coolantDeltaT)</source>
        <translation>冷却液温差（facility.coolantDeltaT）</translation>
    </message>
    <message>
        <source>copper links</source>
        <translation>铜缆链路</translation>
    </message>
    <message>
        <source>cost per copper cable</source>
        <translation>每根铜缆成本</translation>
    </message>
    <message>
        <source>daily probability a transceiver degrades and triggers PFC pauses</source>
        <translation>单个光模块每日劣化并触发 PFC 暂停的概率</translation>
    </message>
    <message>
        <source>data movement per token</source>
        <translation>每 Token 数据移动量</translation>
    </message>
    <message>
        <source>data-hall construction per W of IT capacity (economics.facilityUsdPerWatt)</source>
        <translation>每 W IT 容量的机房建设成本（economics.facilityUsdPerWatt）</translation>
    </message>
    <message>
        <source>data-parallel degree</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>data-parallel degree (training.dp)</source>
        <translation>数据并行度（training.dp）</translation>
    </message>
    <message>
        <source>decode (batch %1)</source>
        <translation>解码（批次大小 %1）</translation>
    </message>
    <message>
        <source>decode batch (inference.batch)</source>
        <translation>解码批次大小（inference.batch）</translation>
    </message>
    <message>
        <source>decode intensity</source>
        <translation>解码算术强度</translation>
    </message>
    <message>
        <source>decode tokens per second of one accelerator (inference.tokens_per_s)</source>
        <translation>单个加速器每秒解码 Token 数（inference.tokens_per_s）</translation>
    </message>
    <message>
        <source>dense %1 peak</source>
        <translation>%1 稠密峰值</translation>
    </message>
    <message>
        <source>detection and restart time per failure (reliability.restartSeconds)</source>
        <translation>每次故障的检测与重启时间（reliability.restartSeconds）</translation>
    </message>
    <message>
        <source>devices holding the weights</source>
        <translation>容纳权重的器件数</translation>
    </message>
    <message>
        <source>dragonfly</source>
        <translation>蜻蜓（Dragonfly）</translation>
    </message>
    <message>
        <source>economics.installationFraction</source>
        <translation>economics.installationFraction</translation>
    </message>
    <message>
        <source>economics.utilization</source>
        <translation>economics.utilization</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>electricity price (facility.electricityUsdPerKWh)</source>
        <translation>电价（facility.electricityUsdPerKWh）</translation>
    </message>
    <message>
        <source>embodied carbon of the whole fleet</source>
        <translation>整个舰队的隐含碳排放</translation>
    </message>
    <message>
        <source>embodied carbon per switch (ESTIMATE)</source>
        <translation>每台交换机的隐含碳排放（估算值）</translation>
    </message>
    <message>
        <source>embodied carbon per transceiver (ESTIMATE)</source>
        <translation>每个光模块的隐含碳排放（估算值）</translation>
    </message>
    <message>
        <source>embodied emissions allocated to the run</source>
        <translation>分摊到运行的隐含碳排放</translation>
    </message>
    <message>
        <source>energy per FP16 multiply-accumulate</source>
        <translation>每次 FP16 乘加运算的能耗</translation>
    </message>
    <message>
        <source>engineered-air rack limit (catalog cooling &apos;air&apos;)</source>
        <translation>工程化风冷的机架上限（目录冷却类型 &apos;air&apos;）</translation>
    </message>
    <message>
        <source>expected failures</source>
        <translation>预期故障数</translation>
    </message>
    <message>
        <source>exposed communication per step (DP ring + TP)</source>
        <translation>每步未被掩盖的通信时间（数据并行环形 + 张量并行）</translation>
    </message>
    <message>
        <source>exposed per layer, backward</source>
        <translation>每层未被掩盖的通信（反向）</translation>
    </message>
    <message>
        <source>exposed per layer, forward</source>
        <translation>每层未被掩盖的通信（前向）</translation>
    </message>
    <message>
        <source>exposed per layer, recomputed forward</source>
        <translation>每层未被掩盖的通信（重计算的前向）</translation>
    </message>
    <message>
        <source>fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>fabric power: switches and optics (fabric.power_w)</source>
        <translation>网络结构功耗：交换机与光模块（fabric.power_w）</translation>
    </message>
    <message>
        <source>fabric switch power (fabric.switch_power_w)</source>
        <translation>网络结构交换机功耗（fabric.switch_power_w）</translation>
    </message>
    <message>
        <source>fabric switches (fabric.switches)</source>
        <translation>网络结构交换机数（fabric.switches）</translation>
    </message>
    <message>
        <source>facility build</source>
        <translation>设施建设</translation>
    </message>
    <message>
        <source>facility build cost</source>
        <translation>设施建设成本</translation>
    </message>
    <message>
        <source>facility build per W (economics.facilityUsdPerWatt)</source>
        <translation>每瓦设施建设成本（economics.facilityUsdPerWatt）</translation>
    </message>
    <message>
        <source>facility energy of the run</source>
        <translation>运行的设施能耗</translation>
    </message>
    <message>
        <source>facility energy per year</source>
        <translation>每年设施能耗</translation>
    </message>
    <message>
        <source>facility.pue</source>
        <translation>facility.pue</translation>
    </message>
    <message>
        <source>failure overhead (training.failureOverhead)</source>
        <translation>故障开销（training.failureOverhead）</translation>
    </message>
    <message>
        <source>fat-tree</source>
        <translation>胖树（Fat-Tree）</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>fused attention core (causal half executed)</source>
        <translation>融合注意力核心（因果掩码下只执行一半）</translation>
    </message>
    <message>
        <source>generated tokens per request (serving.outputTokens)</source>
        <translation>每请求生成的 Token 数（serving.outputTokens）</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全局批次大小</translation>
    </message>
    <message>
        <source>global links per router</source>
        <translation>每路由器全局链路数</translation>
    </message>
    <message>
        <source>goodput (renewal model)</source>
        <translation>有效产出率（更新过程模型）</translation>
    </message>
    <message>
        <source>goodput of this run: renewal model at τ, δ, R</source>
        <translation>本次运行的有效产出率：τ、δ、R 下的更新过程模型</translation>
    </message>
    <message>
        <source>gradient bytes per parameter</source>
        <translation>每参数梯度字节数</translation>
    </message>
    <message>
        <source>gradient shard P / (TP · PP) · bytes</source>
        <translation>梯度分片 P / (TP · PP) · 字节数</translation>
    </message>
    <message>
        <source>gradient shard per replica</source>
        <translation>每副本梯度分片</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组数</translation>
    </message>
    <message>
        <source>hardware price</source>
        <translation>硬件价格</translation>
    </message>
    <message>
        <source>hardware: compute + fabric</source>
        <translation>硬件：计算 + 网络结构</translation>
    </message>
    <message>
        <source>heat carried by liquid</source>
        <translation>液冷带走的热量</translation>
    </message>
    <message>
        <source>heat one CDU removes (facility.cduCapacityWatts)</source>
        <translation>单个 CDU 带走的热量（facility.cduCapacityWatts）</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>host of one node without its accelerators (ESTIMATE)</source>
        <translation>单个节点不含加速器的主机部分（估算值）</translation>
    </message>
    <message>
        <source>host share per accelerator slot (ESTIMATE)</source>
        <translation>每个加速器槽位分摊的主机成本（估算值）</translation>
    </message>
    <message>
        <source>hosts</source>
        <translation>主机数</translation>
    </message>
    <message>
        <source>hosts per router</source>
        <translation>每路由器主机数</translation>
    </message>
    <message>
        <source>host–first-switch links (torus: all links)</source>
        <translation>主机–第一级交换机链路（环面：全部链路）</translation>
    </message>
    <message>
        <source>host–switch links</source>
        <translation>主机–交换机链路</translation>
    </message>
    <message>
        <source>hours per year</source>
        <translation>每年小时数</translation>
    </message>
    <message>
        <source>ideal time</source>
        <translation>理想训练时间</translation>
    </message>
    <message>
        <source>idle accelerator draw / TDP (ESTIMATE)</source>
        <translation>加速器空闲功耗 / TDP（估算值）</translation>
    </message>
    <message>
        <source>in-rack links</source>
        <translation>机架内链路</translation>
    </message>
    <message>
        <source>in-rack switch power</source>
        <translation>机架内交换机功耗</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>installation and commissioning share (economics.installationFraction)</source>
        <translation>安装与调试占比（economics.installationFraction）</translation>
    </message>
    <message>
        <source>int4</source>
        <translation>int4</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>iteration with its share of prefill (continuous batching)</source>
        <translation>含其预填充份额的迭代（连续批处理）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (a100-sxm-80gb/gemm_efficiency_16bit, fitted: Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models (arXiv 2205.05198), Table 5; fit in tests/model/tst_step_model.cpp)</source>
        <translation>大 GEMM 效率（a100-sxm-80gb/gemm_efficiency_16bit，拟合值：Korthikanti 等 2022，Reducing Activation Recomputation in Large Transformer Models（arXiv 2205.05198），表 5；拟合见 tests/model/tst_step_model.cpp）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (b200/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (B200 SXM BF16 1745.0 TFLOP/s, torch 2.7.1+cu128); A100 fit)</source>
        <translation>大 GEMM 效率（b200/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（B200 SXM BF16 1745.0 TFLOP/s，torch 2.7.1+cu128）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (b200/gemm_efficiency_fp8, scaled: stas00/ml-engineering MAMF table (B200 SXM float8_e4m3fn 3432.5 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（b200/gemm_efficiency_fp8，换算值：stas00/ml-engineering MAMF 表（B200 SXM float8_e4m3fn 3432.5 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gaudi2/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (Intel Gaudi 2 BF16 418.7 TFLOP/s, PT_HPU_LAZY_MODE=1); A100 fit)</source>
        <translation>大 GEMM 效率（gaudi2/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（Intel Gaudi 2 BF16 418.7 TFLOP/s，PT_HPU_LAZY_MODE=1）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gaudi3/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (Intel Gaudi 3 BF16 1243.0 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（gaudi3/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（Intel Gaudi 3 BF16 1243.0 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (h100-sxm/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (H100 SXM BF16 794.5 TFLOP/s, torch 2.7.0+cu126); A100 fit (a100-sxm-80gb/gemm_efficiency_16bit))</source>
        <translation>大 GEMM 效率（h100-sxm/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（H100 SXM BF16 794.5 TFLOP/s，torch 2.7.0+cu126）；基于 A100 拟合值（a100-sxm-80gb/gemm_efficiency_16bit））</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (h100-sxm/gemm_efficiency_fp8, scaled: stas00/ml-engineering MAMF table (H100 SXM float8_e4m3fn 1402.6 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（h100-sxm/gemm_efficiency_fp8，换算值：stas00/ml-engineering MAMF 表（H100 SXM float8_e4m3fn 1402.6 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (h200-sxm/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (H100 SXM row, &quot;H200 is the same&quot;); A100 fit)</source>
        <translation>大 GEMM 效率（h200-sxm/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（H100 SXM 行，“H200 is the same”）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (h200-sxm/gemm_efficiency_fp8, scaled: stas00/ml-engineering MAMF table (H200 SXM float8_e4m3fn 1453.4 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（h200-sxm/gemm_efficiency_fp8，换算值：stas00/ml-engineering MAMF 表（H200 SXM float8_e4m3fn 1453.4 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (mi300x/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (AMD MI300X BF16 668.4 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（mi300x/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（AMD MI300X BF16 668.4 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (no catalog calibration: generic 0.6, ESTIMATE)</source>
        <translation>大 GEMM 效率（目录无校准值：通用值 0.6，估算值）</translation>
    </message>
    <message>
        <source>layers of the slowest pipeline stage</source>
        <translation>最慢流水线阶段的层数</translation>
    </message>
    <message>
        <source>leaf host-facing ports</source>
        <translation>叶交换机面向主机的端口</translation>
    </message>
    <message>
        <source>leaf oversubscription down:up (fabric.oversubscription)</source>
        <translation>叶交换机收敛比 下行:上行（fabric.oversubscription）</translation>
    </message>
    <message>
        <source>leaf spine-facing ports</source>
        <translation>叶交换机面向脊交换机的端口</translation>
    </message>
    <message>
        <source>leaf switches / all switches</source>
        <translation>叶交换机 / 全部交换机</translation>
    </message>
    <message>
        <source>link-bandwidths crossing the bisection</source>
        <translation>穿过二分面的链路带宽数</translation>
    </message>
    <message>
        <source>links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>load (serving.requestsPerSecond)</source>
        <translation>负载（serving.requestsPerSecond）</translation>
    </message>
    <message>
        <source>location-based grid intensity</source>
        <translation>基于位置的电网碳强度</translation>
    </message>
    <message>
        <source>location-based grid intensity of fleet.region</source>
        <translation>fleet.region 基于位置的电网碳强度</translation>
    </message>
    <message>
        <source>logits and loss per micro-batch (last stage)</source>
        <translation>每微批次的 logits 与损失（最后一个阶段）</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>maintenance overhead (training.maintenanceOverhead)</source>
        <translation>维护开销（training.maintenanceOverhead）</translation>
    </message>
    <message>
        <source>maintenance share of hardware per year (economics.maintenanceFraction)</source>
        <translation>每年维护占硬件的比例（economics.maintenanceFraction）</translation>
    </message>
    <message>
        <source>market-based factor</source>
        <translation>市场法排放因子</translation>
    </message>
    <message>
        <source>market-based factor (facility.marketGCo2ePerKWh)</source>
        <translation>基于市场的排放因子（facility.marketGCo2ePerKWh）</translation>
    </message>
    <message>
        <source>market-based factor (facility.marketGCo2ePerKWh, 0 = none)</source>
        <translation>市场法排放因子（facility.marketGCo2ePerKWh，0 = 不使用）</translation>
    </message>
    <message>
        <source>mean busy slots</source>
        <translation>平均繁忙槽位数</translation>
    </message>
    <message>
        <source>mean context of a decoding sequence: n_in + n_out / 2</source>
        <translation>解码序列的平均上下文：n_in + n_out / 2</translation>
    </message>
    <message>
        <source>mean stage time per micro-batch</source>
        <translation>每微批次的平均阶段时间</translation>
    </message>
    <message>
        <source>mean traversals</source>
        <translation>平均遍历次数</translation>
    </message>
    <message>
        <source>mean wait for a batch slot (Erlang C)</source>
        <translation>等待批次槽位的平均时间（Erlang C）</translation>
    </message>
    <message>
        <source>median slot wait: 0 unless more than half the requests wait (Erlang C &gt; ½)</source>
        <translation>批次槽位等待的中位数：除非超过一半的请求需要等待（Erlang C &gt; ½），否则为 0</translation>
    </message>
    <message>
        <source>message (analysis.messageBytes)</source>
        <translation>消息（analysis.messageBytes）</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>micro-batch (training.microBatch)</source>
        <translation>微批次（training.microBatch）</translation>
    </message>
    <message>
        <source>micro-batches per pipeline per step (global batch / (b · DP))</source>
        <translation>每条流水线每步的微批次数（全局批次大小 / (b · DP)）</translation>
    </message>
    <message>
        <source>model FLOPs + recomputed forward FLOPs</source>
        <translation>模型 FLOPs + 重计算的前向 FLOPs</translation>
    </message>
    <message>
        <source>model FLOPs utilization (training.mfu)</source>
        <translation>模型 FLOPs 利用率（training.mfu）</translation>
    </message>
    <message>
        <source>network gear</source>
        <translation>网络设备</translation>
    </message>
    <message>
        <source>node MTBF without its accelerators (reliability.nodeMtbfHours)</source>
        <translation>不含加速器的节点 MTBF（reliability.nodeMtbfHours）</translation>
    </message>
    <message>
        <source>node failure rate 1/MTBF_node + g/MTBF_acc (g = fleet.acceleratorsPerNode)</source>
        <translation>节点故障率 1/MTBF_node + g/MTBF_acc（g = fleet.acceleratorsPerNode）</translation>
    </message>
    <message>
        <source>node power at peak (rated)</source>
        <translation>节点峰值功率（额定）</translation>
    </message>
    <message>
        <source>node power at peak: n · P_acc + P_other</source>
        <translation>节点峰值功率：n · P_acc + P_other</translation>
    </message>
    <message>
        <source>nodes (fleet.nodes)</source>
        <translation>节点数（fleet.nodes）</translation>
    </message>
    <message>
        <source>nodes holding distinct state</source>
        <translation>持有不同状态的节点数</translation>
    </message>
    <message>
        <source>nodes per rack (fleet.nodesPerRack)</source>
        <translation>每机架节点数（fleet.nodesPerRack）</translation>
    </message>
    <message>
        <source>nodes per rail (fleet.nodes)</source>
        <translation>每轨道节点数（fleet.nodes）</translation>
    </message>
    <message>
        <source>nodes · node price (catalog)</source>
        <translation>节点数 · 节点价格（目录）</translation>
    </message>
    <message>
        <source>non-accelerator power of this generic node (derived)</source>
        <translation>此通用节点的非加速器功耗（推导值）</translation>
    </message>
    <message>
        <source>non-accelerator power per node (power.nodeOverheadWatts)</source>
        <translation>每节点非加速器功耗（power.nodeOverheadWatts）</translation>
    </message>
    <message>
        <source>non-blocking bisection</source>
        <translation>非阻塞二分带宽</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>normal 99th percentile</source>
        <translation>标准正态分布第 99 百分位</translation>
    </message>
    <message>
        <source>nvme</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>offloaded bytes per GPU</source>
        <translation>每 GPU 卸载字节数</translation>
    </message>
    <message>
        <source>one TP AllReduce</source>
        <translation>一次张量并行 AllReduce</translation>
    </message>
    <message>
        <source>one accelerator at peak, after the cap</source>
        <translation>单个加速器峰值功耗（封顶后）</translation>
    </message>
    <message>
        <source>one accelerator on average</source>
        <translation>单个加速器平均功耗</translation>
    </message>
    <message>
        <source>one activation transfer over the scale-out link (1/T per TP rank)</source>
        <translation>经横向扩展链路的一次激活值传输（每个 TP rank 传 1/T）</translation>
    </message>
    <message>
        <source>one activation transfer over the scale-up link</source>
        <translation>经纵向扩展链路的一次激活值传输</translation>
    </message>
    <message>
        <source>one full rack at peak</source>
        <translation>满载机架峰值功率</translation>
    </message>
    <message>
        <source>one layer forward</source>
        <translation>单层前向</translation>
    </message>
    <message>
        <source>one node at peak</source>
        <translation>单个节点峰值功耗</translation>
    </message>
    <message>
        <source>one node capped</source>
        <translation>单个节点（封顶）</translation>
    </message>
    <message>
        <source>one node uncapped</source>
        <translation>单个节点（不封顶）</translation>
    </message>
    <message>
        <source>one node&apos;s non-accelerator power at peak</source>
        <translation>单个节点非加速器部分峰值功耗</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>one of %1 (true = %2, false = %3)</source>
        <translation>%1 之一（true = %2，false = %3）</translation>
    </message>
    <message>
        <source>one optimizer step (checkpoints fall between steps)</source>
        <translation>一个优化器步（检查点落在两步之间）</translation>
    </message>
    <message>
        <source>operating cost per year</source>
        <translation>每年运营成本</translation>
    </message>
    <message>
        <source>operational emissions of the run</source>
        <translation>运行的运行碳排放</translation>
    </message>
    <message>
        <source>operations staff (economics.staffUsdPerYear)</source>
        <translation>运维人员（economics.staffUsdPerYear）</translation>
    </message>
    <message>
        <source>optical links</source>
        <translation>光链路</translation>
    </message>
    <message>
        <source>optics cost</source>
        <translation>光模块成本</translation>
    </message>
    <message>
        <source>optics power</source>
        <translation>光模块功耗</translation>
    </message>
    <message>
        <source>optimizer offload traffic (training.optimizerOffload)</source>
        <translation>优化器卸载传输（training.optimizerOffload）</translation>
    </message>
    <message>
        <source>optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <source>optimizer steps (training.steps)</source>
        <translation>优化器步数（training.steps）</translation>
    </message>
    <message>
        <source>output tokens/s of a replica</source>
        <translation>单副本输出 Token/秒</translation>
    </message>
    <message>
        <source>owned cost added by full utilization (busy − idle electricity over Y)</source>
        <translation>满利用率增加的自建成本（Y 年内忙碌与空闲电费之差）</translation>
    </message>
    <message>
        <source>owned cost per accelerator-hour (tco.usd_per_accelerator_hour)</source>
        <translation>自建每加速器小时成本（tco.usd_per_accelerator_hour）</translation>
    </message>
    <message>
        <source>owned cost per year</source>
        <translation>自建年成本</translation>
    </message>
    <message>
        <source>owned total at u = 0 (capex + Y · (maintenance + staff + idle electricity))</source>
        <translation>u = 0 时的自建总成本（资本支出 + Y · (维护 + 人员 + 空闲电费)）</translation>
    </message>
    <message>
        <source>owned total over the service life</source>
        <translation>服务寿命内的自建总成本</translation>
    </message>
    <message>
        <source>p99 time-per-output-token target (0 = none)</source>
        <translation>P99 每输出 Token 延迟目标（0 = 无）</translation>
    </message>
    <message>
        <source>p99 time-per-output-token target (serving.tpotSeconds, 0 = none)</source>
        <translation>P99 每输出 Token 延迟目标（serving.tpotSeconds，0 = 无）</translation>
    </message>
    <message>
        <source>p99 time-to-first-token target (0 = none)</source>
        <translation>P99 首 Token 延迟目标（0 = 无）</translation>
    </message>
    <message>
        <source>p99 time-to-first-token target (serving.ttftSeconds, 0 = none)</source>
        <translation>P99 首 Token 延迟目标（serving.ttftSeconds，0 = 无）</translation>
    </message>
    <message>
        <source>per-GPU total</source>
        <translation>每 GPU 合计</translation>
    </message>
    <message>
        <source>per-accelerator power cap (power.capWatts, 0 = none)</source>
        <translation>每加速器功耗上限（power.capWatts，0 = 不封顶）</translation>
    </message>
    <message>
        <source>per-direction bandwidth of the offload path</source>
        <translation>卸载路径的单向带宽</translation>
    </message>
    <message>
        <source>pipeline bubble (training.pipelineBubble)</source>
        <translation>流水线气泡（training.pipelineBubble）</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>pipeline stages (training.pp)</source>
        <translation>流水线阶段数（training.pp）</translation>
    </message>
    <message>
        <source>pipeline-parallel degree</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>pluggable transceivers</source>
        <translation>可插拔光模块</translation>
    </message>
    <message>
        <source>pluggable transceivers (fabric.transceivers)</source>
        <translation>可插拔光模块（fabric.transceivers）</translation>
    </message>
    <message>
        <source>power usage effectiveness (facility.pue)</source>
        <translation>电能利用效率（facility.pue）</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>predicted step time</source>
        <translation>预测的每步时间</translation>
    </message>
    <message>
        <source>predicted step time (training.step_s)</source>
        <translation>预测的每步时间（training.step_s）</translation>
    </message>
    <message>
        <source>prefill (%1 tokens)</source>
        <translation>预填充（%1 个 Token）</translation>
    </message>
    <message>
        <source>prompt tokens per request (serving.inputTokens)</source>
        <translation>每请求的提示词 Token 数（serving.inputTokens）</translation>
    </message>
    <message>
        <source>r · u · 8,760 h</source>
        <translation>r · u · 8,760 小时</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机架数</translation>
    </message>
    <message>
        <source>rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>rails = accelerators per node (fleet.acceleratorsPerNode)</source>
        <translation>轨道数 = 每节点加速器数（fleet.acceleratorsPerNode）</translation>
    </message>
    <message>
        <source>realised leaf oversubscription</source>
        <translation>叶交换机实际收敛比</translation>
    </message>
    <message>
        <source>recomputed work per layer</source>
        <translation>每层重计算时间</translation>
    </message>
    <message>
        <source>reliability.checkpointIntervalSeconds</source>
        <translation>reliability.checkpointIntervalSeconds</translation>
    </message>
    <message>
        <source>reliability.restartSeconds + training.checkpoint_load_s</source>
        <translation>reliability.restartSeconds + training.checkpoint_load_s</translation>
    </message>
    <message>
        <source>repair rate 1 / reliability.repairHours</source>
        <translation>修复率 1 / reliability.repairHours</translation>
    </message>
    <message>
        <source>replica capacity</source>
        <translation>副本容量</translation>
    </message>
    <message>
        <source>replica output tokens/s</source>
        <translation>副本输出 Token/秒</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>requests/s a replica sustains at the targets</source>
        <translation>满足目标时单副本可持续的请求/秒</translation>
    </message>
    <message>
        <source>restart per useful second</source>
        <translation>每有效秒的重启时间</translation>
    </message>
    <message>
        <source>restart: reliability.restartSeconds + reading the checkpoint back</source>
        <translation>重启：reliability.restartSeconds + 读回检查点</translation>
    </message>
    <message>
        <source>ring AllReduce bytes sent per rank</source>
        <translation>环形 AllReduce 每 rank 发送字节数</translation>
    </message>
    <message>
        <source>routers per group</source>
        <translation>每组路由器数</translation>
    </message>
    <message>
        <source>run length (reliability.runHours)</source>
        <translation>运行时长（reliability.runHours）</translation>
    </message>
    <message>
        <source>runtime workspace (CUDA context, libraries, activations of one iteration)</source>
        <translation>运行时工作区（CUDA 上下文、库、一次迭代的激活）</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (ib-hdr/collective_efficiency, microbenchmark: NVIDIA (AddyLaddy) quoted in NVIDIA/nccl issue #1576; NVIDIA GTC24 S62129 (&quot;NVL3 + 8x 200Gb RDMA (DGX A100) 192&quot;, &quot;200Gb RDMA 24&quot;))</source>
        <translation>横向扩展每网卡实际带宽（ib-hdr/collective_efficiency，微基准测试：NVIDIA（AddyLaddy），转引自 NVIDIA/nccl issue #1576；NVIDIA GTC24 S62129（“NVL3 + 8x 200Gb RDMA (DGX A100) 192”、“200Gb RDMA 24”））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (ib-ndr/collective_efficiency, microbenchmark: NVIDIA (AddyLaddy) in NVIDIA/nccl-tests issue #267; NVIDIA GTC24 S62129 / GTC25 S72583)</source>
        <translation>横向扩展每网卡实际带宽（ib-ndr/collective_efficiency，微基准测试：NVIDIA（AddyLaddy）于 NVIDIA/nccl-tests issue #267；NVIDIA GTC24 S62129 / GTC25 S72583）</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (ib-xdr/collective_efficiency, estimate: ib-ndr/collective_efficiency)</source>
        <translation>横向扩展每网卡实际带宽（ib-xdr/collective_efficiency，估算值：ib-ndr/collective_efficiency）</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>横向扩展每网卡实际带宽（目录无校准值：通用值 0.8，估算值）</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (nvlink3/collective_efficiency, fitted: stas00/ml-engineering network/README.md &quot;Real network throughput&quot; (all_reduce_perf -b 32k -e 16G -f 2 -g 8, one A100 node); fit in tests/model/tst_step_model.cpp)</source>
        <translation>横向扩展每网卡实际带宽（nvlink3/collective_efficiency，拟合值：stas00/ml-engineering network/README.md“Real network throughput”（all_reduce_perf -b 32k -e 16G -f 2 -g 8，单个 A100 节点）；拟合见 tests/model/tst_step_model.cpp）</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (nvlink4/collective_efficiency, microbenchmark: NVIDIA GTC24 S62129 / GTC25 S72583 (NCCL); sjeaugey in NVIDIA/nccl-tests issue #212; stas00/ml-engineering network/README.md (H200))</source>
        <translation>横向扩展每网卡实际带宽（nvlink4/collective_efficiency，微基准测试：NVIDIA GTC24 S62129 / GTC25 S72583（NCCL）；sjeaugey 于 NVIDIA/nccl-tests issue #212；stas00/ml-engineering network/README.md（H200））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (nvlink5/collective_efficiency, microbenchmark: NVIDIA GTC25 S72583 (NCCL); stas00/ml-engineering network/README.md (p6-b200))</source>
        <translation>横向扩展每网卡实际带宽（nvlink5/collective_efficiency，微基准测试：NVIDIA GTC25 S72583（NCCL）；stas00/ml-engineering network/README.md（p6-b200））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (pcie-gen4-x16/collective_efficiency, estimate: CS249r Vol.2 seed §2 PCIe hierarchy (seed L1988))</source>
        <translation>横向扩展每网卡实际带宽（pcie-gen4-x16/collective_efficiency，估算值：CS249r Vol.2 教材 §2 PCIe 层级（教材 L1988））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (pcie-gen5-x16/collective_efficiency, estimate: CS249r Vol.2 seed §2 PCIe hierarchy (seed L1988))</source>
        <translation>横向扩展每网卡实际带宽（pcie-gen5-x16/collective_efficiency，估算值：CS249r Vol.2 教材 §2 PCIe 层级（教材 L1988））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (roce-100g/collective_efficiency, estimate: NVIDIA GTC24 S62129 (NCCL))</source>
        <translation>横向扩展每网卡实际带宽（roce-100g/collective_efficiency，估算值：NVIDIA GTC24 S62129（NCCL））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (roce-400g/collective_efficiency, microbenchmark: NVIDIA GTC24 S62129 (NCCL))</source>
        <translation>横向扩展每网卡实际带宽（roce-400g/collective_efficiency，微基准测试：NVIDIA GTC24 S62129（NCCL））</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (roce-800g/collective_efficiency, microbenchmark: stas00/ml-engineering network/README.md &quot;Inter-node speed depends on intra-node speed&quot;)</source>
        <translation>横向扩展每网卡实际带宽（roce-800g/collective_efficiency，微基准测试：stas00/ml-engineering network/README.md“Inter-node speed depends on intra-node speed”）</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (ib-hdr/collective_efficiency, microbenchmark: NVIDIA (AddyLaddy) quoted in NVIDIA/nccl issue #1576; NVIDIA GTC24 S62129 (&quot;NVL3 + 8x 200Gb RDMA (DGX A100) 192&quot;, &quot;200Gb RDMA 24&quot;))</source>
        <translation>纵向扩展实际总线带宽（ib-hdr/collective_efficiency，微基准测试：NVIDIA（AddyLaddy），转引自 NVIDIA/nccl issue #1576；NVIDIA GTC24 S62129（“NVL3 + 8x 200Gb RDMA (DGX A100) 192”、“200Gb RDMA 24”））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (ib-ndr/collective_efficiency, microbenchmark: NVIDIA (AddyLaddy) in NVIDIA/nccl-tests issue #267; NVIDIA GTC24 S62129 / GTC25 S72583)</source>
        <translation>纵向扩展实际总线带宽（ib-ndr/collective_efficiency，微基准测试：NVIDIA（AddyLaddy）于 NVIDIA/nccl-tests issue #267；NVIDIA GTC24 S62129 / GTC25 S72583）</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (ib-xdr/collective_efficiency, estimate: ib-ndr/collective_efficiency)</source>
        <translation>纵向扩展实际总线带宽（ib-xdr/collective_efficiency，估算值：ib-ndr/collective_efficiency）</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>纵向扩展实际总线带宽（目录无校准值：通用值 0.8，估算值）</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (nvlink3/collective_efficiency, fitted: stas00/ml-engineering network/README.md &quot;Real network throughput&quot; (all_reduce_perf -b 32k -e 16G -f 2 -g 8, one A100 node); fit in tests/model/tst_step_model.cpp)</source>
        <translation>纵向扩展实际总线带宽（nvlink3/collective_efficiency，拟合值：stas00/ml-engineering network/README.md“Real network throughput”（all_reduce_perf -b 32k -e 16G -f 2 -g 8，单个 A100 节点）；拟合见 tests/model/tst_step_model.cpp）</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (nvlink4/collective_efficiency, microbenchmark: NVIDIA GTC24 S62129 / GTC25 S72583 (NCCL); sjeaugey in NVIDIA/nccl-tests issue #212; stas00/ml-engineering network/README.md (H200))</source>
        <translation>纵向扩展实际总线带宽（nvlink4/collective_efficiency，微基准测试：NVIDIA GTC24 S62129 / GTC25 S72583（NCCL）；sjeaugey 于 NVIDIA/nccl-tests issue #212；stas00/ml-engineering network/README.md（H200））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (nvlink5/collective_efficiency, microbenchmark: NVIDIA GTC25 S72583 (NCCL); stas00/ml-engineering network/README.md (p6-b200))</source>
        <translation>纵向扩展实际总线带宽（nvlink5/collective_efficiency，微基准测试：NVIDIA GTC25 S72583（NCCL）；stas00/ml-engineering network/README.md（p6-b200））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (pcie-gen4-x16/collective_efficiency, estimate: CS249r Vol.2 seed §2 PCIe hierarchy (seed L1988))</source>
        <translation>纵向扩展实际总线带宽（pcie-gen4-x16/collective_efficiency，估算值：CS249r Vol.2 教材 §2 PCIe 层级（教材 L1988））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (pcie-gen5-x16/collective_efficiency, estimate: CS249r Vol.2 seed §2 PCIe hierarchy (seed L1988))</source>
        <translation>纵向扩展实际总线带宽（pcie-gen5-x16/collective_efficiency，估算值：CS249r Vol.2 教材 §2 PCIe 层级（教材 L1988））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (roce-100g/collective_efficiency, estimate: NVIDIA GTC24 S62129 (NCCL))</source>
        <translation>纵向扩展实际总线带宽（roce-100g/collective_efficiency，估算值：NVIDIA GTC24 S62129（NCCL））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (roce-400g/collective_efficiency, microbenchmark: NVIDIA GTC24 S62129 (NCCL))</source>
        <translation>纵向扩展实际总线带宽（roce-400g/collective_efficiency，微基准测试：NVIDIA GTC24 S62129（NCCL））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (roce-800g/collective_efficiency, microbenchmark: stas00/ml-engineering network/README.md &quot;Inter-node speed depends on intra-node speed&quot;)</source>
        <translation>纵向扩展实际总线带宽（roce-800g/collective_efficiency，微基准测试：stas00/ml-engineering network/README.md“Inter-node speed depends on intra-node speed”）</translation>
    </message>
    <message>
        <source>scale-up latency per ring step</source>
        <translation>纵向扩展环形算法每一步的延迟</translation>
    </message>
    <message>
        <source>scaling efficiency (training.scalingEfficiency)</source>
        <translation>扩展效率（training.scalingEfficiency）</translation>
    </message>
    <message>
        <source>second-level links</source>
        <translation>第二层链路</translation>
    </message>
    <message>
        <source>seed Table 2.10 (L2104-2122): 100-400 GB for 175B; Korthikanti et al. 2022</source>
        <translation>教材表 2.10（L2104-2122）：175B 为 100-400 GB；Korthikanti 等 2022</translation>
    </message>
    <message>
        <source>seed notation p, m, V (L532-538); Narayanan et al. 2021 §2.2 (1F1B, interleaved)</source>
        <translation>教材符号 p、m、V（L532-538）；Narayanan 等 2021 §2.2（1F1B，交错式）</translation>
    </message>
    <message>
        <source>seed §1 &apos;Amdahl&apos;s distributed pitfall&apos; (L1022): 20 % waiting → at most 5×</source>
        <translation>教材 §1 &apos;Amdahl&apos; 的分布式陷阱（L1022）：20% 时间在等待 → 最多 5×</translation>
    </message>
    <message>
        <source>seed §1 Fault tolerance and reliability, FIT (L518)</source>
        <translation>教材 §1 容错与可靠性，FIT（L518）</translation>
    </message>
    <message>
        <source>seed §1 Fault tolerance and reliability, Young–Daly (L508-512); Daly 2006</source>
        <translation>教材 §1 容错与可靠性，Young–Daly（L508-512）；Daly 2006</translation>
    </message>
    <message>
        <source>seed §1 Fault tolerance and reliability, Young–Daly (L508-512); Daly 2006; seed §2 (L2098)</source>
        <translation>教材 §1 容错与可靠性，Young–Daly（L508-512）；Daly 2006；教材 §2（L2098）</translation>
    </message>
    <message>
        <source>seed §1 Fault tolerance and reliability, checkpointing (L500-512); seed §2 storage (Table 2.9)</source>
        <translation>教材 §1 容错与可靠性，检查点（L500-512）；教材 §2 存储（表 2.9）</translation>
    </message>
    <message>
        <source>seed §1 Fleet Law, Eq. 1.3 (L988-992); Korthikanti et al. 2022 (arXiv 2205.05198) §4-§6; Narayanan et al. 2021 (SC&apos;21) §2-§3</source>
        <translation>教材 §1 舰队定律，式 1.3（L988-992）；Korthikanti 等 2022（arXiv 2205.05198）§4-§6；Narayanan 等 2021（SC&apos;21）§2-§3</translation>
    </message>
    <message>
        <source>seed §1 Scale and reliability (L621-627); seed §2 WSC MTBF staircase (L2324-2336)</source>
        <translation>教材 §1 规模与可靠性（L621-627）；教材 §2 仓库级计算机（WSC）MTBF 阶梯（L2324-2336）</translation>
    </message>
    <message>
        <source>seed §1 Sustainability and cost implications (L860); published-facts C-08 (Luccioni et al., BLOOM embodied carbon), C-09 (LLMCarbon)</source>
        <translation>教材 §1 可持续性与成本影响（L860）；published-facts C-08（Luccioni 等，BLOOM 隐含碳排放）、C-09（LLMCarbon）</translation>
    </message>
    <message>
        <source>seed §1 Sustainability and cost implications (L860); seed §2 facility energy (L1720-1724)</source>
        <translation>教材 §1 可持续性与成本影响（L860）；教材 §2 设施能耗（L1720-1724）</translation>
    </message>
    <message>
        <source>seed §1 Sustainability and cost implications, 40× grid spread (L860)</source>
        <translation>教材 §1 可持续性与成本影响，电网碳强度相差 40×（L860）</translation>
    </message>
    <message>
        <source>seed §1 The energy-scale invariant, Eq. 1.5 ρ_energy (L1008-1012)</source>
        <translation>教材 §1 能量-规模不变量，式 1.5 ρ_energy（L1008-1012）</translation>
    </message>
    <message>
        <source>seed §1 The reliability gap, Eq. 1.1 (L908-916)</source>
        <translation>教材 §1 可靠性鸿沟，式 1.1（L908-916）</translation>
    </message>
    <message>
        <source>seed §1 communication intensity (Eq. 1.2, L926-932)</source>
        <translation>教材 §1 通信强度（式 1.2，L926-932）</translation>
    </message>
    <message>
        <source>seed §1 fleet law (Eq. 1.4)</source>
        <translation>教材 §1 舰队定律（式 1.4）</translation>
    </message>
    <message>
        <source>seed §1 fleet law (Eq. 1.4); seed §3 ring AllReduce notebook (L2709-2728): 70.6 % communication</source>
        <translation>教材 §1 舰队定律（式 1.4）；教材 §3 环形 AllReduce 计算示例（L2709-2728）：70.6% 为通信</translation>
    </message>
    <message>
        <source>seed §2 (L1537): Llama-3 70B on H100 is 99.7 % memory-bound</source>
        <translation>教材 §2（L1537）：Llama-3 70B 在 H100 上 99.7% 内存受限</translation>
    </message>
    <message>
        <source>seed §2 DVFS and power capping (L1766); linear clock–power model (L1732)</source>
        <translation>教材 §2 DVFS 与功耗封顶（L1766）；线性频率–功耗模型（L1732）</translation>
    </message>
    <message>
        <source>seed §2 DVFS at fleet level (L1766); power swing 400–700 W per step (L1748)</source>
        <translation>教材 §2 舰队级 DVFS（L1766）；每步功耗摆动 400–700 W（L1748）</translation>
    </message>
    <message>
        <source>seed §2 DVFS at fleet level (L1766); power swing 400–700 W per step (L1748); Eq. 2.2 (L1722)</source>
        <translation>教材 §2 舰队级 DVFS（L1766）；每步功耗摆动 400–700 W（L1748）；式 2.2（L1722）</translation>
    </message>
    <message>
        <source>seed §2 Energy of data movement, 175B decode (L1832, L1844-1856)</source>
        <translation>教材 §2 数据移动能耗，175B 解码（L1832, L1844-1856）</translation>
    </message>
    <message>
        <source>seed §2 Failure probability and recovery overhead (L2098)</source>
        <translation>教材 §2 故障概率与恢复开销（L2098）</translation>
    </message>
    <message>
        <source>seed §2 Failure probability and recovery overhead, spares (L2098)</source>
        <translation>教材 §2 故障概率与恢复开销，备用节点（L2098）</translation>
    </message>
    <message>
        <source>seed §2 Fallacy: all GPU-hours are equal in TCO analysis (L2426-2428)</source>
        <translation>教材 §2 谬误：TCO 分析中所有 GPU 小时都等价（L2426-2428）</translation>
    </message>
    <message>
        <source>seed §2 HBM (KV cache grows with context and batch)</source>
        <translation>教材 §2 HBM（KV 缓存随上下文长度和批次大小增长）</translation>
    </message>
    <message>
        <source>seed §2 HBM capacity (L1512), KV cache M_KV (L598); serving model, docs/models.md</source>
        <translation>教材 §2 HBM 容量（L1512），KV 缓存 M_KV（L598）；推理服务模型，docs/models.md</translation>
    </message>
    <message>
        <source>seed §2 HBM cost considerations (L1478), economics of large-scale training (L1490)</source>
        <translation>教材 §2 HBM 成本考量（L1478），大规模训练的经济性（L1490）</translation>
    </message>
    <message>
        <source>seed §2 HBM generations (L1512)</source>
        <translation>教材 §2 HBM 代际（L1512）</translation>
    </message>
    <message>
        <source>seed §2 HBM generations (L1512-1516)</source>
        <translation>教材 §2 HBM 代际（L1512-1516）</translation>
    </message>
    <message>
        <source>seed §2 HBM generations (L1516): 70.6B FP16 → 42.1 ms/token on H100</source>
        <translation>教材 §2 HBM 代际（L1516）：70.6B FP16 → H100 上 42.1 ms/token</translation>
    </message>
    <message>
        <source>seed §2 HBM generations, running example (L1510, L1516)</source>
        <translation>教材 §2 HBM 代际，贯穿示例（L1510, L1516）</translation>
    </message>
    <message>
        <source>seed §2 HBM, Table 2.5 (L1500)</source>
        <translation>教材 §2 HBM，表 2.5（L1500）</translation>
    </message>
    <message>
        <source>seed §2 Node memory budget (L1942): 175B → 2.1 TB</source>
        <translation>教材 §2 节点内存预算（L1942）：175B → 2.1 TB</translation>
    </message>
    <message>
        <source>seed §2 Node memory partitioning (L2126-2128), Table 2.10 (L2104-2122)</source>
        <translation>教材 §2 节点内存划分（L2126-2128），表 2.10（L2104-2122）</translation>
    </message>
    <message>
        <source>seed §2 Node memory partitioning (L2126-2128), Table 2.10 (L2104-2122); 43.75 GB per GPU at TP 8</source>
        <translation>教材 §2 节点内存划分（L2126-2128），表 2.10（L2104-2122）；TP 8 时每 GPU 43.75 GB</translation>
    </message>
    <message>
        <source>seed §2 Node memory partitioning (L2126-2128), Table 2.10 (L2104-2122); ≈1.4 GB per GPU at TP 8 × DP 128</source>
        <translation>教材 §2 节点内存划分（L2126-2128），表 2.10（L2104-2122）；TP 8 × DP 128 时每 GPU ≈1.4 GB</translation>
    </message>
    <message>
        <source>seed §2 Node memory partitioning, CPU/NVMe offload (L2126-2130)</source>
        <translation>教材 §2 节点内存划分，CPU/NVMe 卸载（L2126-2130）</translation>
    </message>
    <message>
        <source>seed §2 PCIe hierarchy; memory budget exercise (L2143-2185)</source>
        <translation>教材 §2 PCIe 层级；显存预算练习（L2143-2185）</translation>
    </message>
    <message>
        <source>seed §2 Peak vs sustained throughput (L1712)</source>
        <translation>教材 §2 峰值与持续吞吐量（L1712）</translation>
    </message>
    <message>
        <source>seed §2 Power wall, Eq. 2.2 PUE (L1720-1724)</source>
        <translation>教材 §2 功耗墙，式 2.2 PUE（L1720-1724）</translation>
    </message>
    <message>
        <source>seed §2 Power wall, Eq. 2.2 PUE (L1720-1724); DVFS average draw (L1766); seed §1 Sustainability (L860)</source>
        <translation>教材 §2 功耗墙，式 2.2 PUE（L1720-1724）；DVFS 平均功耗（L1766）；教材 §1 可持续性（L860）</translation>
    </message>
    <message>
        <source>seed §2 Power wall, Eq. 2.2 PUE (L1720-1724); The Rack, node power (L2224-2244)</source>
        <translation>教材 §2 功耗墙，式 2.2 PUE（L1720-1724）；机架，节点功率（L2224-2244）</translation>
    </message>
    <message>
        <source>seed §2 Power wall, heat flux (L1750-1752)</source>
        <translation>教材 §2 功耗墙，热流密度（L1750-1752）</translation>
    </message>
    <message>
        <source>seed §2 Power wall, pod scale (L1758); The Rack (L2232)</source>
        <translation>教材 §2 功耗墙，Pod 规模（L1758）；机架（L2232）</translation>
    </message>
    <message>
        <source>seed §2 Precision vs throughput, ~$350,000 per 8-GPU node (L1822); rack hardware value $1.4M (L2266)</source>
        <translation>教材 §2 精度与吞吐量，每个 8 GPU 节点约 350,000 美元（L1822）；机架硬件价值 1.4M 美元（L2266）</translation>
    </message>
    <message>
        <source>seed §2 Roofline model, Eq. 2.1 (L1571); H100 ridge 295.2 FLOP/byte (L1434)</source>
        <translation>教材 §2 Roofline 模型，式 2.1（L1571）；H100 屋脊点 295.2 FLOP/字节（L1434）</translation>
    </message>
    <message>
        <source>seed §2 Roofline typical workloads (L1593)</source>
        <translation>教材 §2 Roofline 模型中的典型工作负载（L1593）</translation>
    </message>
    <message>
        <source>seed §2 Roofline, Eq. 2.1 (L1571)</source>
        <translation>教材 §2 Roofline 模型，式 2.1（L1571）</translation>
    </message>
    <message>
        <source>seed §2 Roofline, batching (L1617)</source>
        <translation>教材 §2 Roofline 模型，批处理（L1617）</translation>
    </message>
    <message>
        <source>seed §2 Roofline, batching (L1617); serving economics (L2472)</source>
        <translation>教材 §2 Roofline 模型，批处理（L1617）；推理服务经济性（L2472）</translation>
    </message>
    <message>
        <source>seed §2 Summary, lifecycle cost (L2483); Power wall Eq. 2.2 (L1720-1724); DVFS average (L1766)</source>
        <translation>教材 §2 总结，全生命周期成本（L2483）；功耗墙式 2.2（L1720-1724）；DVFS 平均值（L1766）</translation>
    </message>
    <message>
        <source>seed §2 Summary: lifecycle cost beats purchase price — power, facility build, network and staff (L2483)</source>
        <translation>教材 §2 总结：全生命周期成本重于采购价格——电力、设施建设、网络与人员（L2483）</translation>
    </message>
    <message>
        <source>seed §2 TDP definition (L1726-1732); DVFS and power capping (L1766)</source>
        <translation>教材 §2 TDP 定义（L1726-1732）；DVFS 与功耗封顶（L1766）</translation>
    </message>
    <message>
        <source>seed §2 TDP, thermal throttling (L1732); fallacy &apos;air cooling is enough&apos; (L2424)</source>
        <translation>教材 §2 TDP，过热降频（L1732）；谬误“风冷就够了”（L2424）</translation>
    </message>
    <message>
        <source>seed §2 TP AllReduce (L2034-2038): 4 × 2,048 × 12,288 × 2 B = 201 MB</source>
        <translation>教材 §2 张量并行 AllReduce（L2034-2038）：4 × 2,048 × 12,288 × 2 B = 201 MB</translation>
    </message>
    <message>
        <source>seed §2 TP AllReduce (L2034-2038): 96 layers → 192 AllReduces</source>
        <translation>教材 §2 张量并行 AllReduce（L2034-2038）：96 层 → 192 次 AllReduce</translation>
    </message>
    <message>
        <source>seed §2 Table 2.6 (L1800)</source>
        <translation>教材 §2 表 2.6（L1800）</translation>
    </message>
    <message>
        <source>seed §2 Table 2.6 precision formats on H100 (L1800)</source>
        <translation>教材 §2 表 2.6 H100 上的精度格式（L1800）</translation>
    </message>
    <message>
        <source>seed §2 Table 2.9 bandwidth hierarchy (L1956-1962)</source>
        <translation>教材 §2 表 2.9 带宽层级（L1956-1962）</translation>
    </message>
    <message>
        <source>seed §2 The Pod, hall layout with CDUs and coolant corridors (L2292)</source>
        <translation>教材 §2 Pod，含 CDU 与冷却液通道的机房布局（L2292）</translation>
    </message>
    <message>
        <source>seed §2 The Pod, training time (L2294-2310); seed §1 Young–Daly (L508-512); seed §2 failure probability (L2098)</source>
        <translation>教材 §2 Pod，训练时间（L2294-2310）；教材 §1 Young–Daly（L508-512）；教材 §2 故障概率（L2098）</translation>
    </message>
    <message>
        <source>seed §2 The Pod, training time for 175B (L2294-2310)</source>
        <translation>教材 §2 Pod，175B 的训练时间（L2294-2310）</translation>
    </message>
    <message>
        <source>seed §2 The Rack (L2224, L2232); rack design considerations, 8.4 kW node (L2244)</source>
        <translation>教材 §2 机架（L2224, L2232）；机架设计考量，8.4 kW 节点（L2244）</translation>
    </message>
    <message>
        <source>seed §2 The Rack (L2224-2232)</source>
        <translation>教材 §2 机架（L2224-2232）</translation>
    </message>
    <message>
        <source>seed §2 The Rack, 1.1 MW for 32 racks (L2228); The Pod, 7–10 MW (L2288); pod scale (L1758)</source>
        <translation>教材 §2 机架，32 个机架 1.1 MW（L2228）；Pod，7–10 MW（L2288）；Pod 规模（L1758）</translation>
    </message>
    <message>
        <source>seed §2 The Rack, 32 racks for 1,024 GPUs (L2228); The Pod (L2288); pod footprint (L1760)</source>
        <translation>教材 §2 机架，1,024 个 GPU 需 32 个机架（L2228）；Pod（L2288）；Pod 占地（L1760）</translation>
    </message>
    <message>
        <source>seed §2 The Rack, ToR switch (L2230, L2258); seed §3 SerDes power (L2629)</source>
        <translation>教材 §2 机架，ToR 交换机（L2230, L2258）；教材 §3 SerDes 功耗（L2629）</translation>
    </message>
    <message>
        <source>seed §2 The Rack, air-cooling ceiling (L2236); fallacy &apos;air cooling is enough&apos; (L2424)</source>
        <translation>教材 §2 机架，风冷上限（L2236）；谬误“风冷就够了”（L2424）</translation>
    </message>
    <message>
        <source>seed §2 The Rack, liquid cooling (L2236-2238); Q = ṁ · c_p · ΔT</source>
        <translation>教材 §2 机架，液冷（L2236-2238）；Q = ṁ · c_p · ΔT</translation>
    </message>
    <message>
        <source>seed §2 bandwidth hierarchy (L1956-1998); seed §3 rail-optimized topology</source>
        <translation>教材 §2 带宽层级（L1956-1998）；教材 §3 轨道优化拓扑</translation>
    </message>
    <message>
        <source>seed §2 bandwidth hierarchy notebook (L1974-1982): 10 GB → 3.0 / 22.2 / 200 ms</source>
        <translation>教材 §2 带宽层级计算示例（L1974-1982）：10 GB → 3.0 / 22.2 / 200 ms</translation>
    </message>
    <message>
        <source>seed §2 bandwidth hierarchy, pipeline parallelism (L1998): 201 MB per boundary</source>
        <translation>教材 §2 带宽层级，流水线并行（L1998）：每个阶段边界 201 MB</translation>
    </message>
    <message>
        <source>seed §2 batching trades latency for throughput (L1617), continuous batching (L1901); serving model, docs/models.md</source>
        <translation>教材 §2 批处理以延迟换吞吐量（L1617），连续批处理（L1901）；推理服务模型，docs/models.md</translation>
    </message>
    <message>
        <source>seed §2 continuous batching and tail latency (L1901); M/M/c queue, docs/models.md</source>
        <translation>教材 §2 连续批处理与尾延迟（L1901）；M/M/c 排队模型，docs/models.md</translation>
    </message>
    <message>
        <source>seed §2 dense node design, TP AllReduce (L2034-2038)</source>
        <translation>教材 §2 高密度节点设计，张量并行 AllReduce（L2034-2038）</translation>
    </message>
    <message>
        <source>seed §2 dense node design, TP AllReduce (L2034-2038); Korthikanti et al. 2022 §4.2.2</source>
        <translation>教材 §2 高密度节点设计，张量并行 AllReduce（L2034-2038）；Korthikanti 等 2022 §4.2.2</translation>
    </message>
    <message>
        <source>seed §2 dense node design, TP AllReduce (L2034-2050); seed §3 α-β model (L2684-2705)</source>
        <translation>教材 §2 高密度节点设计，张量并行 AllReduce（L2034-2050）；教材 §3 α-β 模型（L2684-2705）</translation>
    </message>
    <message>
        <source>seed §2 economic layer: bursty cloud rental can beat building; owning pays only at sustained utilization (L2472, L2483)</source>
        <translation>教材 §2 经济层：突发性需求下云租赁可能胜过自建；只有持续的高利用率才值得自建（L2472, L2483）</translation>
    </message>
    <message>
        <source>seed §2 facility efficiency (L2480); WUE = site water per kWh of IT energy (published-facts P-10)</source>
        <translation>教材 §2 设施效率（L2480）；WUE = 每 kWh IT 能耗的站点用水量（published-facts P-10）</translation>
    </message>
    <message>
        <source>seed §2 memory bandwidth and token latency notebook (L1528-1537)</source>
        <translation>教材 §2 内存带宽与 Token 延迟计算示例（L1528-1537）</translation>
    </message>
    <message>
        <source>seed §2 memory budget exercise (L2143-2185)</source>
        <translation>教材 §2 显存预算练习（L2143-2185）</translation>
    </message>
    <message>
        <source>seed §2 memory budget exercise (L2143-2185): 175 GB per GPU offloaded to 2 TB host DRAM</source>
        <translation>教材 §2 显存预算练习（L2143-2185）：每 GPU 175 GB 卸载到 2 TB 主机内存</translation>
    </message>
    <message>
        <source>seed §2 memory budget exercise (L2143-2185): 5 GB</source>
        <translation>教材 §2 显存预算练习（L2143-2185）：5 GB</translation>
    </message>
    <message>
        <source>seed §2 memory budget exercise (L2143-2185): ≈113 GB per GPU before the fixes</source>
        <translation>教材 §2 显存预算练习（L2143-2185）：调整前每 GPU ≈113 GB</translation>
    </message>
    <message>
        <source>seed §2 memory wall (L1412); roofline worked example &apos;175B on H100&apos; (L1635)</source>
        <translation>教材 §2 内存墙（L1412）；Roofline 例题“175B 在 H100 上”（L1635）</translation>
    </message>
    <message>
        <source>seed §2 memory wall and token latency (L1412, L1528-1549), KV cache M_KV (L598), attention traffic (L1597); serving model, docs/models.md</source>
        <translation>教材 §2 内存墙与 Token 延迟（L1412，L1528-1549），KV 缓存 M_KV（L598），注意力访存（L1597）；推理服务模型，docs/models.md</translation>
    </message>
    <message>
        <source>seed §2 node definition (L1931), &apos;the cost of crossing the cliff&apos; (L2189-2195): ≈9× NVLink → IB</source>
        <translation>教材 §2 节点定义（L1931），“跨越断崖的代价”（L2189-2195）：NVLink → IB 约 9×</translation>
    </message>
    <message>
        <source>seed §2 roofline worked example (L1635-1653)</source>
        <translation>教材 §2 Roofline 例题（L1635-1653）</translation>
    </message>
    <message>
        <source>seed §2 roofline worked example (L1635-1653): 175B decode reaches 0.34 % of H100 peak</source>
        <translation>教材 §2 Roofline 例题（L1635-1653）：175B 解码达到 H100 峰值的 0.34%</translation>
    </message>
    <message>
        <source>seed §2 serving economics: memory bandwidth per dollar (L1778), lifecycle cost (L2472, L2483)</source>
        <translation>教材 §2 推理服务经济性：每美元内存带宽（L1778），生命周期成本（L2472，L2483）</translation>
    </message>
    <message>
        <source>seed §2 serving replicas, each holding the model with tensor parallelism (L1901)</source>
        <translation>教材 §2 推理服务副本，每个副本以张量并行持有完整模型（L1901）</translation>
    </message>
    <message>
        <source>seed §3 (L2625, L2811)</source>
        <translation>教材 §3（L2625, L2811）</translation>
    </message>
    <message>
        <source>seed §3 Archetype A on rail-optimized topology (L2839)</source>
        <translation>教材 §3 原型 A 的轨道优化拓扑（L2839）</translation>
    </message>
    <message>
        <source>seed §3 Bisection bandwidth (L2748), non-blocking (L2760), bisection notebook (L2795-2805)</source>
        <translation>教材 §3 二分带宽（L2748）、非阻塞（L2760）、二分带宽计算示例（L2795-2805）</translation>
    </message>
    <message>
        <source>seed §3 Bisection bandwidth (L2748): 1,024 × 400 Gb/s → 25.6 TB/s</source>
        <translation>教材 §3 二分带宽（L2748）：1,024 × 400 Gb/s → 25.6 TB/s</translation>
    </message>
    <message>
        <source>seed §3 Dragonfly (L2845): inter-group bandwidth 25-50 % of injection</source>
        <translation>教材 §3 蜻蜓（Dragonfly）（L2845）：组间带宽为注入带宽的 25-50%</translation>
    </message>
    <message>
        <source>seed §3 Dragonfly (L2845); Kim et al. 2008 balanced dragonfly</source>
        <translation>教材 §3 蜻蜓（Dragonfly）（L2845）；Kim 等 2008 的平衡蜻蜓拓扑</translation>
    </message>
    <message>
        <source>seed §3 Dragonfly and torus alternatives (L2845); Kim et al. 2008</source>
        <translation>教材 §3 蜻蜓与环面替代方案（L2845）；Kim 等 2008</translation>
    </message>
    <message>
        <source>seed §3 Dragonfly and torus alternatives (L2847-2849)</source>
        <translation>教材 §3 蜻蜓与环面替代方案（L2847-2849）</translation>
    </message>
    <message>
        <source>seed §3 Fat-tree (Clos) sizing (L2782-2792, L2811); ToR radix split (L2766-2770)</source>
        <translation>教材 §3 胖树（Fat-Tree，Clos）规模计算（L2782-2792, L2811）；ToR 交换机端口划分（L2766-2770）</translation>
    </message>
    <message>
        <source>seed §3 Fat-tree pods (L2792); 4,096-GPU case (L2849)</source>
        <translation>教材 §3 胖树 Pod（L2792）；4,096 个 GPU 的例子（L2849）</translation>
    </message>
    <message>
        <source>seed §3 Fat-tree switch cost (L2811)</source>
        <translation>教材 §3 胖树交换机成本（L2811）</translation>
    </message>
    <message>
        <source>seed §3 Fat-tree switch cost (L2811); reach and media, $500 per pluggable (L2625)</source>
        <translation>教材 §3 胖树交换机成本（L2811）；传输距离与介质，每个可插拔光模块 500 美元（L2625）</translation>
    </message>
    <message>
        <source>seed §3 Non-blocking network (L2756-2760)</source>
        <translation>教材 §3 非阻塞网络（L2756-2760）</translation>
    </message>
    <message>
        <source>seed §3 PFC storm exposure (L2935); reach and media (L2625)</source>
        <translation>教材 §3 PFC 风暴暴露面（L2935）；传输距离与介质（L2625）</translation>
    </message>
    <message>
        <source>seed §3 PFC storm exposure: links per tier (L2935)</source>
        <translation>教材 §3 PFC 风暴暴露面：每层链路数（L2935）</translation>
    </message>
    <message>
        <source>seed §3 Probabilistic analysis: PFC storm risk at scale (L2927-2945)</source>
        <translation>教材 §3 概率分析：规模化下的 PFC 风暴风险（L2927-2945）</translation>
    </message>
    <message>
        <source>seed §3 Rail-optimized notebook (L2819-2829)</source>
        <translation>教材 §3 轨道优化计算示例（L2819-2829）</translation>
    </message>
    <message>
        <source>seed §3 Rail-optimized notebook, 0.6 µs per switch traversal (L2819-2829)</source>
        <translation>教材 §3 轨道优化计算示例，每次交换机遍历 0.6 µs（L2819-2829）</translation>
    </message>
    <message>
        <source>seed §3 Rail-optimized topology (L2813-2839); fat-tree sizing (L2782-2792, L2811)</source>
        <translation>教材 §3 轨道优化拓扑（L2813-2839）；胖树规模计算（L2782-2792, L2811）</translation>
    </message>
    <message>
        <source>seed §3 Rail-optimized topology, hybrid spine (L2839)</source>
        <translation>教材 §3 轨道优化拓扑，混合脊层（L2839）</translation>
    </message>
    <message>
        <source>seed §3 Reach and media (L2625)</source>
        <translation>教材 §3 传输距离与介质（L2625）</translation>
    </message>
    <message>
        <source>seed §3 Reach and media (L2625); SerDes power (L2629)</source>
        <translation>教材 §3 传输距离与介质（L2625）；SerDes 功耗（L2629）</translation>
    </message>
    <message>
        <source>seed §3 Reach and media (L2625-2631)</source>
        <translation>教材 §3 传输距离与介质（L2625-2631）</translation>
    </message>
    <message>
        <source>seed §3 SerDes, link budget and power (L2629)</source>
        <translation>教材 §3 SerDes、链路预算与功耗（L2629）</translation>
    </message>
    <message>
        <source>seed §3 ToR switches (L2766-2770)</source>
        <translation>教材 §3 ToR 交换机（L2766-2770）</translation>
    </message>
    <message>
        <source>seed §3 collective algorithms</source>
        <translation>教材 §3 集合通信算法</translation>
    </message>
    <message>
        <source>seed §3 ring AllReduce bottleneck notebook (L2709-2732): 6 GB over 1,024 GPUs → 242.8 ms</source>
        <translation>教材 §3 环形 AllReduce 瓶颈计算示例（L2709-2732）：6 GB 经 1,024 个 GPU → 242.8 ms</translation>
    </message>
    <message>
        <source>seed §3 ring AllReduce notebook (L2709-2732)</source>
        <translation>教材 §3 环形 AllReduce 计算示例（L2709-2732）</translation>
    </message>
    <message>
        <source>seed §3 ring AllReduce notebook (L2709-2732); seed §2 bandwidth hierarchy (L1956-1998)</source>
        <translation>教材 §3 环形 AllReduce 计算示例（L2709-2732）；教材 §2 带宽层级（L1956-1998）</translation>
    </message>
    <message>
        <source>seed §3 α-β model (L2684)</source>
        <translation>教材 §3 α-β 模型（L2684）</translation>
    </message>
    <message>
        <source>seed §3 α-β model (L2684, L2705): NDR 1.5 µs × 50 GB/s = 75 KB</source>
        <translation>教材 §3 α-β 模型（L2684, L2705）：NDR 1.5 µs × 50 GB/s = 75 KB</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>sequences in the batch %1</source>
        <translation>%1批次中的序列数</translation>
    </message>
    <message>
        <source>sequences in the batch (busy slots)</source>
        <translation>批次中的序列数（繁忙槽位）</translation>
    </message>
    <message>
        <source>sequences per decode step (inference.batch)</source>
        <translation>每个解码步的序列数（inference.batch）</translation>
    </message>
    <message>
        <source>service life</source>
        <translation>服务寿命</translation>
    </message>
    <message>
        <source>service life (economics.years)</source>
        <translation>服务寿命（economics.years）</translation>
    </message>
    <message>
        <source>serving IT power</source>
        <translation>推理服务 IT 功率</translation>
    </message>
    <message>
        <source>serving accelerators</source>
        <translation>推理服务加速器数</translation>
    </message>
    <message>
        <source>serving nodes</source>
        <translation>推理服务节点数</translation>
    </message>
    <message>
        <source>share of the free HBM given to the KV cache</source>
        <translation>分配给 KV 缓存的空闲 HBM 占比</translation>
    </message>
    <message>
        <source>share of the service life the run uses</source>
        <translation>运行占用的服务寿命比例</translation>
    </message>
    <message>
        <source>site water</source>
        <translation>站点用水量</translation>
    </message>
    <message>
        <source>site water use effectiveness (facility.wueLPerKWh)</source>
        <translation>站点水利用效率（facility.wueLPerKWh）</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>槽位数</translation>
    </message>
    <message>
        <source>spare nodes (reliability.spares)</source>
        <translation>备用节点（reliability.spares）</translation>
    </message>
    <message>
        <source>specific heat of water</source>
        <translation>水的比热容</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>sustained cluster throughput</source>
        <translation>集群持续算力</translation>
    </message>
    <message>
        <source>sustained cluster throughput (training.cluster_flops_per_s)</source>
        <translation>集群持续算力（training.cluster_flops_per_s）</translation>
    </message>
    <message>
        <source>switch (or port) power</source>
        <translation>交换机（或端口）功耗</translation>
    </message>
    <message>
        <source>switch MTBF (reliability.switchMtbfHours)</source>
        <translation>交换机 MTBF（reliability.switchMtbfHours）</translation>
    </message>
    <message>
        <source>switch cost</source>
        <translation>交换机成本</translation>
    </message>
    <message>
        <source>switch ports in use</source>
        <translation>已用交换机端口</translation>
    </message>
    <message>
        <source>switch radix (fabric.switchRadix)</source>
        <translation>交换机基数（fabric.switchRadix）</translation>
    </message>
    <message>
        <source>switch tiers (fabric.tiers)</source>
        <translation>交换机层数（fabric.tiers）</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>交换机数</translation>
    </message>
    <message>
        <source>switches and optics (fabric.cost_usd)</source>
        <translation>交换机与光模块（fabric.cost_usd）</translation>
    </message>
    <message>
        <source>switch–switch links</source>
        <translation>交换机–交换机链路</translation>
    </message>
    <message>
        <source>system MTBF</source>
        <translation>系统 MTBF</translation>
    </message>
    <message>
        <source>system MTBF (accelerators, nodes, switches)</source>
        <translation>系统 MTBF（加速器、节点、交换机）</translation>
    </message>
    <message>
        <source>tensor-parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>tensor-parallel ranks</source>
        <translation>张量并行 rank 数</translation>
    </message>
    <message>
        <source>tensor-parallel size of a replica</source>
        <translation>副本的张量并行度</translation>
    </message>
    <message>
        <source>tf32</source>
        <translation>tf32</translation>
    </message>
    <message>
        <source>the group spans more than one leaf domain: fabric derate</source>
        <translation>该组跨越多个叶交换机域：网络结构降额</translation>
    </message>
    <message>
        <source>the group stays under one leaf (no derate)</source>
        <translation>该组位于同一叶交换机下（不降额）</translation>
    </message>
    <message>
        <source>the iteration that holds the request&apos;s own prefill</source>
        <translation>包含该请求自身预填充的迭代</translation>
    </message>
    <message>
        <source>the plan&apos;s accelerators (fleet.acceleratorsPerNode × fleet.nodes)</source>
        <translation>方案的加速器数（fleet.acceleratorsPerNode × fleet.nodes）</translation>
    </message>
    <message>
        <source>the rack&apos;s accelerators at peak</source>
        <translation>机架内加速器峰值功耗</translation>
    </message>
    <message>
        <source>the seed&apos;s latency per switch traversal (L2825)</source>
        <translation>教材给出的每次交换机遍历延迟（L2825）</translation>
    </message>
    <message>
        <source>third-level links</source>
        <translation>第三层链路</translation>
    </message>
    <message>
        <source>this run&apos;s wall time without maintenance (T_useful / G)</source>
        <translation>本次运行不含维护的墙钟时间（T_useful / G）</translation>
    </message>
    <message>
        <source>tier-1 switches</source>
        <translation>第 1 层交换机</translation>
    </message>
    <message>
        <source>tier-2 switches</source>
        <translation>第 2 层交换机</translation>
    </message>
    <message>
        <source>tier-3 switches</source>
        <translation>第 3 层交换机</translation>
    </message>
    <message>
        <source>tokens (training.tokens)</source>
        <translation>Token 数（training.tokens）</translation>
    </message>
    <message>
        <source>tokens per micro-batch (training.microBatch × training.seqLen)</source>
        <translation>每微批次 Token 数（training.microBatch × training.seqLen）</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>每步 Token 数</translation>
    </message>
    <message>
        <source>torus3d</source>
        <translation>3D 环面（Torus）</translation>
    </message>
    <message>
        <source>total training FLOPs</source>
        <translation>训练总 FLOPs</translation>
    </message>
    <message>
        <source>training (%1 tokens/micro-batch)</source>
        <translation>训练（%1 Token/微批次）</translation>
    </message>
    <message>
        <source>training time without checkpoint and failure overhead</source>
        <translation>不含检查点与故障开销的训练时间</translation>
    </message>
    <message>
        <source>training tokens (training.tokens)</source>
        <translation>训练 Token 数（training.tokens）</translation>
    </message>
    <message>
        <source>training wall-clock time (training.wall_s)</source>
        <translation>训练墙钟时间（training.wall_s）</translation>
    </message>
    <message>
        <source>training-precision peak</source>
        <translation>训练精度峰值</translation>
    </message>
    <message>
        <source>training.activationCheckpointing = full</source>
        <translation>training.activationCheckpointing = full</translation>
    </message>
    <message>
        <source>training.activationCheckpointing = none</source>
        <translation>training.activationCheckpointing = none</translation>
    </message>
    <message>
        <source>training.activationCheckpointing = selective</source>
        <translation>training.activationCheckpointing = selective</translation>
    </message>
    <message>
        <source>training.bufferBytes</source>
        <translation>training.bufferBytes</translation>
    </message>
    <message>
        <source>training.maintenanceOverhead</source>
        <translation>training.maintenanceOverhead</translation>
    </message>
    <message>
        <source>training.optimizerOffload (0 none, 1 host, 2 nvme)</source>
        <translation>training.optimizerOffload（0 none，1 host，2 nvme）</translation>
    </message>
    <message>
        <source>training.step_compute_s</source>
        <translation>training.step_compute_s</translation>
    </message>
    <message>
        <source>training.step_dp_comm_s</source>
        <translation>training.step_dp_comm_s</translation>
    </message>
    <message>
        <source>training.step_optimizer_s</source>
        <translation>training.step_optimizer_s</translation>
    </message>
    <message>
        <source>training.step_pp_bubble_s</source>
        <translation>training.step_pp_bubble_s</translation>
    </message>
    <message>
        <source>training.step_pp_comm_s</source>
        <translation>training.step_pp_comm_s</translation>
    </message>
    <message>
        <source>training.step_recompute_s</source>
        <translation>training.step_recompute_s</translation>
    </message>
    <message>
        <source>training.step_tp_comm_s</source>
        <translation>training.step_tp_comm_s</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>useful training FLOPs (training.total_flops = 6PD)</source>
        <translation>有效训练 FLOPs（training.total_flops = 6PD）</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>virtual stages per rank</source>
        <translation>每 rank 虚拟阶段数</translation>
    </message>
    <message>
        <source>virtual stages per rank (training.interleave)</source>
        <translation>每 rank 虚拟阶段数（training.interleave）</translation>
    </message>
    <message>
        <source>wall-clock time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>weight GEMMs: max(weight read, arithmetic)</source>
        <translation>权重 GEMM：max(权重读取, 计算)</translation>
    </message>
    <message>
        <source>weight bytes</source>
        <translation>权重字节数</translation>
    </message>
    <message>
        <source>weight bytes per parameter</source>
        <translation>每参数权重字节数</translation>
    </message>
    <message>
        <source>weight read W_gpu ÷ (η_mem·BW)</source>
        <translation>权重读取 W_gpu ÷ (η_mem·BW)</translation>
    </message>
    <message>
        <source>weight-streaming time per step</source>
        <translation>每步权重读取时间</translation>
    </message>
    <message>
        <source>weights per accelerator</source>
        <translation>每加速器权重</translation>
    </message>
    <message>
        <source>work lost per useful second (half an interval per failure)</source>
        <translation>每有效秒损失的工作量（每次故障损失半个间隔）</translation>
    </message>
    <message>
        <source>worst traversals</source>
        <translation>最大遍历次数</translation>
    </message>
    <message>
        <source>writer nodes × fleet.storageBytesPerSecond</source>
        <translation>写入节点数 × fleet.storageBytesPerSecond</translation>
    </message>
    <message>
        <source>λ · n_out · 8,760 h</source>
        <translation>λ · n_out · 8,760 小时</translation>
    </message>
    <message>
        <source>Accelerators one NVLink domain joins (0 = the node&apos;s catalog value; a multiple or divisor of the node)</source>
        <translation>一个 NVLink 域连接的加速器数（0 = 节点在目录中的值；须为每节点加速器数的倍数或约数）</translation>
    </message>
    <message>
        <source>accelerators per scale-up domain (fleet.scaleUpDomain)</source>
        <translation>每个纵向扩展域的加速器数（fleet.scaleUpDomain）</translation>
    </message>
    <message>
        <source>data-parallel ranks per scale-up domain (accelerators per domain / TP)</source>
        <translation>每个纵向扩展域内的数据并行秩数（每域加速器数 / TP）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gb200/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (B200 SXM BF16 1745.0 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（gb200/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（B200 SXM BF16 1745.0 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>ranks of a group per scale-up domain</source>
        <translation>每个纵向扩展域内的组成员秩数</translation>
    </message>
    <message>
        <source>scale-out latency per ring step</source>
        <translation>横向扩展环形算法每一步的延迟</translation>
    </message>
    <message>
        <source>scale-up domains a group spans</source>
        <translation>组跨越的纵向扩展域数</translation>
    </message>
    <message>
        <source>Attention: standard (multi-head, or grouped-query by model.kvHeads) or mla (multi-head latent)</source>
        <translation>注意力：standard（多头，或按 model.kvHeads 分组查询）或 mla（多头潜在注意力）</translation>
    </message>
    <message>
        <source>Biases on the MLP and expert matrices</source>
        <translation>MLP 与专家矩阵上的偏置</translation>
    </message>
    <message>
        <source>Biases on the Q, K and V projections</source>
        <translation>Q、K、V 投影上的偏置</translation>
    </message>
    <message>
        <source>Dense MLP hidden size (0 = 4 × model.hidden)</source>
        <translation>稠密 MLP 隐藏维度（0 = 4 × model.hidden）</translation>
    </message>
    <message>
        <source>Head dimension (0 = model.hidden / model.heads)</source>
        <translation>头维度（0 = model.hidden / model.heads）</translation>
    </message>
    <message>
        <source>Hidden size (model width)</source>
        <translation>隐藏维度（模型宽度）</translation>
    </message>
    <message>
        <source>Input embedding and output head share one matrix</source>
        <translation>输入嵌入与输出头共享同一矩阵</translation>
    </message>
    <message>
        <source>KV heads (model.kvHeads)</source>
        <translation>键值头数（model.kvHeads）</translation>
    </message>
    <message>
        <source>Key/value heads, grouped-query attention (0 = model.heads)</source>
        <translation>键值头数，分组查询注意力（0 = model.heads）</translation>
    </message>
    <message>
        <source>Mixture of Experts: always-active shared experts</source>
        <translation>混合专家模型：始终激活的共享专家</translation>
    </message>
    <message>
        <source>Mixture of Experts: each expert&apos;s MLP width (0 = model.ffnHidden)</source>
        <translation>混合专家模型：每个专家的 MLP 宽度（0 = model.ffnHidden）</translation>
    </message>
    <message>
        <source>Mixture of Experts: leading layers with the dense MLP</source>
        <translation>混合专家模型：使用稠密 MLP 的前置层</translation>
    </message>
    <message>
        <source>Mixture of Experts: routed experts each token uses (top-k)</source>
        <translation>混合专家模型：每个 Token 使用的路由专家数（top-k）</translation>
    </message>
    <message>
        <source>Mixture of Experts: routed experts per MoE layer (0 = a dense model)</source>
        <translation>混合专家模型：每个 MoE 层的路由专家数（0 = 稠密模型）</translation>
    </message>
    <message>
        <source>Model: a catalog model id (fills the fields below), or custom</source>
        <translation>模型：目录中的模型 id（填充下方各字段），或 custom</translation>
    </message>
    <message>
        <source>Multi-head latent attention: decoupled rotary key dimension</source>
        <translation>多头潜在注意力：解耦的旋转位置键维度</translation>
    </message>
    <message>
        <source>Multi-head latent attention: key/value compression rank</source>
        <translation>多头潜在注意力：键值压缩秩</translation>
    </message>
    <message>
        <source>Multi-head latent attention: query compression rank (0 = none)</source>
        <translation>多头潜在注意力：查询压缩秩（0 = 无）</translation>
    </message>
    <message>
        <source>Multi-head latent attention: query/key dimension without rotary</source>
        <translation>多头潜在注意力：不含旋转位置的查询/键维度</translation>
    </message>
    <message>
        <source>Multi-head latent attention: value head dimension</source>
        <translation>多头潜在注意力：值头维度</translation>
    </message>
    <message>
        <source>Per-head RMSNorm of Q and K</source>
        <translation>对 Q 和 K 逐头做 RMSNorm</translation>
    </message>
    <message>
        <source>Query attention heads</source>
        <translation>查询注意力头数</translation>
    </message>
    <message>
        <source>Served model: same (the plan&apos;s model) or a catalog model id served instead</source>
        <translation>服务模型：same（方案自身的模型）或改为服务的目录模型 id</translation>
    </message>
    <message>
        <source>Total parameters P (0 = counted from the architecture; typed: used as given, e.g. the seed&apos;s 175 B)</source>
        <translation>总参数量 P（0 = 由架构计数；填写时按所填值使用，例如种子文本的 175B）</translation>
    </message>
    <message>
        <source>Vocabulary size (embedding and logits)</source>
        <translation>词表大小（嵌入与 logits）</translation>
    </message>
    <message>
        <source>a catalog id from `catalog list %1` or %2</source>
        <translation>`catalog list %1` 中的目录 id，或 %2</translation>
    </message>
    <message>
        <source>active parameters counted (shared part + top-k experts)</source>
        <translation>计数的激活参数（共享部分 + top-k 专家）</translation>
    </message>
    <message>
        <source>attention heads (model.heads)</source>
        <translation>注意力头数（model.heads）</translation>
    </message>
    <message>
        <source>attention projections of every layer</source>
        <translation>各层的注意力投影</translation>
    </message>
    <message>
        <source>counted from the architecture</source>
        <translation>由架构计数</translation>
    </message>
    <message>
        <source>dense MLP layers</source>
        <translation>稠密 MLP 层</translation>
    </message>
    <message>
        <source>docs/models.md Counting parameters; seed §1 (L1784): Mixtral 46.7 B total, 12.9 B active</source>
        <translation>docs/models.md“参数计数”；种子文本 §1（L1784）：Mixtral 共 46.7B，激活 12.9B</translation>
    </message>
    <message>
        <source>head dimension (model.headDim)</source>
        <translation>头维度（model.headDim）</translation>
    </message>
    <message>
        <source>hidden size (model.hidden)</source>
        <translation>隐藏维度（model.hidden）</translation>
    </message>
    <message>
        <source>input embedding (model.vocab × model.hidden)</source>
        <translation>输入嵌入（model.vocab × model.hidden）</translation>
    </message>
    <message>
        <source>layers (model.layers)</source>
        <translation>层数（model.layers）</translation>
    </message>
    <message>
        <source>layers of the served model (model.layers)</source>
        <translation>服务模型的层数（model.layers）</translation>
    </message>
    <message>
        <source>mla</source>
        <translation>mla（多头潜在注意力）</translation>
    </message>
    <message>
        <source>model width (model.hidden)</source>
        <translation>模型宽度（model.hidden）</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>归一化层</translation>
    </message>
    <message>
        <source>output projection (0 when tied)</source>
        <translation>输出投影（共享时为 0）</translation>
    </message>
    <message>
        <source>parameters (model.params)</source>
        <translation>参数量（model.params）</translation>
    </message>
    <message>
        <source>parameters as typed (model.params)</source>
        <translation>所填参数量（model.params）</translation>
    </message>
    <message>
        <source>parameters counted</source>
        <translation>计数的参数量</translation>
    </message>
    <message>
        <source>routed experts of every MoE layer</source>
        <translation>各 MoE 层的路由专家</translation>
    </message>
    <message>
        <source>routers</source>
        <translation>路由器</translation>
    </message>
    <message>
        <source>seed §1 (L1784): Mixtral 8x7B, 12.9 B of 46.7 B active per token</source>
        <translation>种子文本 §1（L1784）：Mixtral 8x7B，每个 Token 激活 46.7B 中的 12.9B</translation>
    </message>
    <message>
        <source>seed §2 The Pod: 175 B (a stated figure)</source>
        <translation>种子文本 §2 “The Pod”：175B（给定数值）</translation>
    </message>
    <message>
        <source>served parameters (model.params)</source>
        <translation>服务模型参数量（model.params）</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard（多头/分组查询）</translation>
    </message>
    <message>
        <source>GEMM arithmetic 2·P·B/tp ÷ (η_comp·R · F/(F + F½)), F one of a layer&apos;s 4 GEMMs</source>
        <translation>GEMM 计算 2·P·B/tp ÷ (η_comp·R · F/(F + F½))，F 为每层 4 个 GEMM 之一</translation>
    </message>
    <message>
        <source>GEMM size at half the serving GEMM efficiency (serving_calibration.gemm_half_gflop)</source>
        <translation>推理服务 GEMM 效率减半时的 GEMM 规模（serving_calibration.gemm_half_gflop）</translation>
    </message>
    <message>
        <source>achieved share of the dense peak: serving_calibration.gemm_share × the accelerator&apos;s large-GEMM efficiency at the precision (calibrations)</source>
        <translation>达到的稠密峰值比例：serving_calibration.gemm_share × 该加速器在此精度下的大 GEMM 效率（calibrations）</translation>
    </message>
    <message>
        <source>per-layer overhead: launches and kernel gaps (serving_calibration.layer_overhead_us)</source>
        <translation>每层开销：内核启动与内核间隙（serving_calibration.layer_overhead_us）</translation>
    </message>
    <message>
        <source>t_step + L·t_layer + t_seq·B (catalog serving_calibration)</source>
        <translation>t_step + L·t_layer + t_seq·B（目录 serving_calibration）</translation>
    </message>
    <message>
        <source>Tensor-parallel size of a serving replica (0 = the best power of two within the NVLink domain for the targets)</source>
        <translation>推理服务副本的张量并行规模（0 = NVLink 域内满足目标的最佳 2 的幂）</translation>
    </message>
    <message>
        <source>1f1b</source>
        <translation>1f1b</translation>
    </message>
    <message>
        <source>DeepSeek-V3 report §3.2.2 (dispatch, combine, node-limited routing); seed §1 MoE (L1784), §3 AllToAll (L2527)</source>
        <translation>DeepSeek-V3 技术报告 §3.2.2（分发、合并、节点受限路由）；教材 §1 MoE（L1784），§3 AllToAll（L2527）</translation>
    </message>
    <message>
        <source>Expert load imbalance: the busiest rank&apos;s routed tokens over the mean, minus 1 (0 = forced balance)</source>
        <translation>专家负载不均：最忙 rank 的路由 Token 数与平均值之比减 1（0 = 强制均衡）</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (h800/gemm_half_size_gflop, scaled: h100-sxm/gemm_half_size_gflop)</source>
        <translation>效率减半时的 GEMM 规模（h800/gemm_half_size_gflop，按比例换算：h100-sxm/gemm_half_size_gflop）</translation>
    </message>
    <message>
        <source>Mixture of Experts: node-limited routing, the nodes (scale-up domains) a token&apos;s experts may span (0 = unlimited)</source>
        <translation>混合专家模型：节点受限路由，一个 Token 的专家可跨越的节点（纵向扩展域）数（0 = 不限）</translation>
    </message>
    <message>
        <source>MoE layers of the slowest stage</source>
        <translation>最慢阶段的 MoE 层数</translation>
    </message>
    <message>
        <source>Overlap the MoE all-to-all with another micro-batch&apos;s computation (Megatron 1F1B all-to-all overlap)</source>
        <translation>将 MoE 的 AllToAll 与另一微批次的计算重叠（Megatron 1F1B AllToAll 重叠）</translation>
    </message>
    <message>
        <source>Pipeline schedule: 1f1b (interleaved when training.interleave &gt; 1) or dualpipe (DeepSeek-V3: bidirectional, computation and communication overlapped)</source>
        <translation>流水线调度：1f1b（training.interleave &gt; 1 时为交错式）或 dualpipe（DeepSeek-V3：双向，计算与通信重叠）</translation>
    </message>
    <message>
        <source>Token dispatcher of the MoE layers: alltoall (NCCL all-to-all) or deepep (fused dispatch and combine kernels, DeepEP class)</source>
        <translation>MoE 层的 Token 分发器：alltoall（NCCL AllToAll）或 deepep（融合的分发与合并内核，DeepEP 类）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (h800/hbm_efficiency, scaled: h100-sxm/hbm_efficiency)</source>
        <translation>实测 HBM 带宽占比（h800/hbm_efficiency，按比例换算：h100-sxm/hbm_efficiency）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>纵向扩展域内的 AllToAll 带宽（目录无校准：通用值 0.8，估计）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth per NIC across domains (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>跨域每网卡 AllToAll 带宽（目录无校准：通用值 0.8，估计）</translation>
    </message>
    <message>
        <source>all-to-alls of one MoE layer and micro-batch, before overlap</source>
        <translation>一个 MoE 层、一个微批次的 AllToAll（重叠前）</translation>
    </message>
    <message>
        <source>alltoall</source>
        <translation>alltoall</translation>
    </message>
    <message>
        <source>deepep</source>
        <translation>deepep</translation>
    </message>
    <message>
        <source>dualpipe</source>
        <translation>dualpipe</translation>
    </message>
    <message>
        <source>expert-parallel ranks (training.ep)</source>
        <translation>专家并行 rank 数（training.ep）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (h800/gemm_efficiency_16bit, scaled: h100-sxm/gemm_efficiency_16bit)</source>
        <translation>大 GEMM 效率（h800/gemm_efficiency_16bit，按比例换算：h100-sxm/gemm_efficiency_16bit）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (h800/gemm_efficiency_fp8, scaled: h100-sxm/gemm_efficiency_fp8)</source>
        <translation>大 GEMM 效率（h800/gemm_efficiency_fp8，按比例换算：h100-sxm/gemm_efficiency_fp8）</translation>
    </message>
    <message>
        <source>of which exposed</source>
        <translation>其中暴露部分</translation>
    </message>
    <message>
        <source>routed tokens per local expert per micro-batch (busiest rank)</source>
        <translation>每微批次每个本地专家的路由 Token 数（最忙 rank）</translation>
    </message>
    <message>
        <source>scale-out achieved bandwidth per NIC (nvlink4-h800/collective_efficiency, microbenchmark: DeepSeek-V3 Technical Report §3.2.2; deepseek-ai/DeepSeek-V3 issue 28 (160 GB/s is the measured one-direction figure))</source>
        <translation>每网卡横向扩展实测带宽（nvlink4-h800/collective_efficiency，微基准：DeepSeek-V3 技术报告 §3.2.2；deepseek-ai/DeepSeek-V3 issue 28（160 GB/s 为实测单向值））</translation>
    </message>
    <message>
        <source>scale-up achieved bus bandwidth (nvlink4-h800/collective_efficiency, microbenchmark: DeepSeek-V3 Technical Report §3.2.2; deepseek-ai/DeepSeek-V3 issue 28 (160 GB/s is the measured one-direction figure))</source>
        <translation>纵向扩展实测总线带宽（nvlink4-h800/collective_efficiency，微基准：DeepSeek-V3 技术报告 §3.2.2；deepseek-ai/DeepSeek-V3 issue 28（160 GB/s 为实测单向值））</translation>
    </message>
    <message>
        <source>training.step_ep_comm_s</source>
        <translation>training.step_ep_comm_s</translation>
    </message>
    <message>
        <source>DeepSeek-V2 report §2.1 (multi-head latent attention); seed §2 HBM</source>
        <translation>DeepSeek-V2 技术报告 §2.1（多头潜在注意力）；教材 §2 HBM</translation>
    </message>
    <message>
        <source>latent values per token and layer (model.kvLoraRank + model.ropeHeadDim)</source>
        <translation>每 Token 每层的潜变量值数（model.kvLoraRank + model.ropeHeadDim）</translation>
    </message>
    <message>
        <source>bytes a step reads: the dense part and the experts the batch touches</source>
        <translation>一步读取的字节：稠密部分以及该批次触及的专家</translation>
    </message>
    <message>
        <source>parameters each token computes (MoE: top-k routed, shared, dense)</source>
        <translation>每个 Token 参与计算的参数（MoE：top-k 路由专家、共享专家、稠密部分）</translation>
    </message>
    <message>
        <source>seed §1 MoE (L1784)</source>
        <translation>教材 §1 MoE（L1784）</translation>
    </message>
    <message>
        <source>seed §1 MoE (L1784): sparse routing; seed §2 HBM generations (L1516)</source>
        <translation>教材 §1 MoE（L1784）：稀疏路由；教材 §2 HBM 代际（L1516）</translation>
    </message>
    <message>
        <source>seed §1 MoE (L1784); seed §2 memory wall (L1412)</source>
        <translation>教材 §1 MoE（L1784）；教材 §2 内存墙（L1412）</translation>
    </message>
    <message>
        <source>DeepSeek-V2 report §2.1 (multi-head latent attention)</source>
        <translation>DeepSeek-V2 技术报告 §2.1（多头潜在注意力）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (ib-ndr/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>纵向扩展域内的 AllToAll 带宽（ib-ndr/alltoall_efficiency_fused，微基准测试：deepseek-ai/DeepEP docs/legacy.md （&quot;Normal kernels with NVLink and RDMA forwarding&quot;））</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (nvlink4-h800/alltoall_efficiency, estimate: nvlink4-h800/collective_efficiency)</source>
        <translation>纵向扩展域内的 AllToAll 带宽（nvlink4-h800/alltoall_efficiency，估计：nvlink4-h800/collective_efficiency）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (nvlink4-h800/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>纵向扩展域内的 AllToAll 带宽（nvlink4-h800/alltoall_efficiency_fused，微基准测试：deepseek-ai/DeepEP docs/legacy.md （&quot;Normal kernels with NVLink and RDMA forwarding&quot;））</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (nvlink4/alltoall_efficiency_fused, scaled: nvlink4-h800/alltoall_efficiency_fused)</source>
        <translation>纵向扩展域内的 AllToAll 带宽（nvlink4/alltoall_efficiency_fused，按比例换算：nvlink4-h800/alltoall_efficiency_fused）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (nvlink5/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), &quot;DeepEP Performance Results&quot; (GB200))</source>
        <translation>纵向扩展域内的 AllToAll 带宽（nvlink5/alltoall_efficiency_fused，微基准测试：deepseek-ai/DeepEP Hybrid-EP_Implementation.md （hybrid-ep branch）, &quot;DeepEP Performance Results&quot; （GB200））</translation>
    </message>
    <message>
        <source>all-to-all bandwidth per NIC across domains (ib-ndr/alltoall_efficiency, microbenchmark: deepseek-ai/DeepEP issue #3; sjeaugey in NVIDIA/nccl-tests issue #267)</source>
        <translation>跨域每网卡 AllToAll 带宽（ib-ndr/alltoall_efficiency，微基准测试：deepseek-ai/DeepEP issue #3；sjeaugey in NVIDIA/nccl-tests issue #267）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth per NIC across domains (ib-ndr/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>跨域每网卡 AllToAll 带宽（ib-ndr/alltoall_efficiency_fused，微基准测试：deepseek-ai/DeepEP docs/legacy.md （&quot;Normal kernels with NVLink and RDMA forwarding&quot;））</translation>
    </message>
    <message>
        <source>all-to-all bandwidth per NIC across domains (nvlink4-h800/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>跨域每网卡 AllToAll 带宽（nvlink4-h800/alltoall_efficiency_fused，微基准测试：deepseek-ai/DeepEP docs/legacy.md （&quot;Normal kernels with NVLink and RDMA forwarding&quot;））</translation>
    </message>
    <message>
        <source>all-to-all bandwidth per NIC across domains (nvlink4/alltoall_efficiency_fused, scaled: nvlink4-h800/alltoall_efficiency_fused)</source>
        <translation>跨域每网卡 AllToAll 带宽（nvlink4/alltoall_efficiency_fused，按比例换算：nvlink4-h800/alltoall_efficiency_fused）</translation>
    </message>
    <message>
        <source>all-to-all bandwidth per NIC across domains (nvlink5/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), &quot;DeepEP Performance Results&quot; (GB200))</source>
        <translation>跨域每网卡 AllToAll 带宽（nvlink5/alltoall_efficiency_fused，微基准测试：deepseek-ai/DeepEP Hybrid-EP_Implementation.md （hybrid-ep branch）, &quot;DeepEP Performance Results&quot; （GB200））</translation>
    </message>
    <message>
        <source>latent values per token and layer (model.kvLoraRank + ropeHeadDim)</source>
        <translation>每 Token 每层的潜变量值数（model.kvLoraRank + ropeHeadDim）</translation>
    </message>
    <message>
        <source>parameters each token computes (model.active_params: Mixture of Experts)</source>
        <translation>每个 Token 参与计算的参数（model.active_params：混合专家模型）</translation>
    </message>
    <message>
        <source>Context-parallel degree: each sequence split over CP ranks, K/V passed around a ring (tp × cp × pp × dp = accelerators; the sequence divides into 2 × cp chunks)</source>
        <translation>上下文并行度：每条序列切分到 CP 个 rank 上，K/V 沿环传递（tp × cp × pp × dp = 加速器数；序列须能切成 2 × cp 块）</translation>
    </message>
    <message>
        <source>Expert-parallel degree of a Mixture-of-Experts model (divides the routed experts and tp × cp × dp)</source>
        <translation>混合专家模型的专家并行度（须整除路由专家数与 tp × cp × dp）</translation>
    </message>
    <message>
        <source>K/V transfers of one layer and micro-batch, all passes, before overlap</source>
        <translation>一层、一个微批次的 K/V 传输（所有遍），重叠之前</translation>
    </message>
    <message>
        <source>Liu et al. 2023 (Ring Attention, arXiv 2310.01889); Megatron-Core context parallelism (2 × CP chunks); Dubey et al. 2024 §3.3.2 (Llama 3 CP); seed §2 bandwidth hierarchy (L1956-1998)</source>
        <translation>Liu 等 2023（Ring Attention，arXiv 2310.01889）；Megatron-Core 上下文并行（2 × CP 块）；Dubey 等 2024 §3.3.2（Llama 3 的 CP）；seed §2 带宽层级（L1956-1998）</translation>
    </message>
    <message>
        <source>activation b · s/CP · h · bytes</source>
        <translation>激活 b · s/CP · h · 字节数</translation>
    </message>
    <message>
        <source>b · s/CP · h · 2 B activation tensor</source>
        <translation>b · s/CP · h · 2 B 激活张量</translation>
    </message>
    <message>
        <source>context-parallel ranks (training.cp)</source>
        <translation>上下文并行 rank 数（training.cp）</translation>
    </message>
    <message>
        <source>parameters this GPU updates (P / (TP · PP), / (DP · CP) with ZeRO ≥ 1)</source>
        <translation>本 GPU 更新的参数（P / (TP · PP)，ZeRO ≥ 1 时再 / (DP · CP)）</translation>
    </message>
    <message>
        <source>ranks holding the same weights (data-parallel × context-parallel)</source>
        <translation>持有相同权重的 rank（数据并行 × 上下文并行）</translation>
    </message>
    <message>
        <source>ranks reducing gradients (training.dp × training.cp)</source>
        <translation>归约梯度的 rank 数（training.dp × training.cp）</translation>
    </message>
    <message>
        <source>ranks sharing the weights: data-parallel × context-parallel degree</source>
        <translation>共享权重的 rank 数：数据并行度 × 上下文并行度</translation>
    </message>
    <message>
        <source>tokens of a sequence per GPU (training.seqLen / training.cp)</source>
        <translation>每 GPU 持有的单条序列 token 数（training.seqLen / training.cp）</translation>
    </message>
    <message>
        <source>tokens of each sequence on one GPU</source>
        <translation>每条序列在一个 GPU 上的 token 数</translation>
    </message>
    <message>
        <source>training.step_cp_comm_s</source>
        <translation>training.step_cp_comm_s</translation>
    </message>
    <message>
        <source>one layer backward (2 × forward; a fused attention core 2.5 ×)</source>
        <translation>单层反向（前向的 2 倍；融合注意力核心为 2.5 倍）</translation>
    </message>
    <message>
        <source>fp8-current</source>
        <translation>fp8-current</translation>
    </message>
    <message>
        <source>fp8-delayed</source>
        <translation>fp8-delayed</translation>
    </message>
    <message>
        <source>mxfp8</source>
        <translation>mxfp8</translation>
    </message>
    <message>
        <source>tokens per micro-batch on one GPU (training.microBatch × training.seqLen / training.cp)</source>
        <translation>一个 GPU 上每个微批次的 token 数（training.microBatch × training.seqLen / training.cp）</translation>
    </message>
    <message>
        <source>layer norms, bias-dropout-residual, activation, FP8 casts at η_ew · B_HBM</source>
        <translation>层归一化、偏置-dropout-残差、激活与 FP8 转换，按 η_ew · B_HBM</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (a100-sxm-80gb/elementwise_efficiency, microbenchmark: NVIDIA/apex PR 1037 (FastLayerNorm benchmark, A100); a100-sxm-80gb/hbm_efficiency; Korthikanti et al. 2022 Table 5 (tests/model/tst_step_model.cpp))</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（a100-sxm-80gb/elementwise_efficiency，微基准：NVIDIA/apex PR 1037 (FastLayerNorm benchmark, A100)；a100-sxm-80gb/hbm_efficiency；Korthikanti et al. 2022 Table 5 (tests/model/tst_step_model.cpp)）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (gb200/elementwise_efficiency, scaled: b200/elementwise_efficiency)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（gb200/elementwise_efficiency，换算：b200/elementwise_efficiency）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (h100-sxm/elementwise_efficiency, fitted: NVIDIA NeMo performance_summary.md (24.07) and Megatron-Bridge performance-summary.md (25.11), fit in tests/model/tst_hopper_training.cpp; linkedin/Liger-Kernel benchmark/data/all_benchmark_data.csv; Dao-AILab/quack media/2025-07-10-membound-sol.md; NVIDIA/TransformerEngine PR 101)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（h100-sxm/elementwise_efficiency，拟合：NVIDIA NeMo performance_summary.md (24.07) and Megatron-Bridge performance-summary.md (25.11), fit in tests/model/tst_hopper_training.cpp；linkedin/Liger-Kernel benchmark/data/all_benchmark_data.csv；Dao-AILab/quack media/2025-07-10-membound-sol.md；NVIDIA/TransformerEngine PR 101）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (h200-sxm/elementwise_efficiency, scaled: h100-sxm/elementwise_efficiency; h200-sxm/hbm_efficiency)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（h200-sxm/elementwise_efficiency，换算：h100-sxm/elementwise_efficiency；h200-sxm/hbm_efficiency）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (h800/elementwise_efficiency, scaled: h100-sxm/elementwise_efficiency)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（h800/elementwise_efficiency，换算：h100-sxm/elementwise_efficiency）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（目录无校准值：通用值 0.8，估算值）</translation>
    </message>
    <message>
        <source>With full recomputation: layers of each pipeline stage recomputed, the others keep their activations (Megatron&apos;s block method, --recompute-num-layers; 0 = every layer)</source>
        <translation>完全重计算时：每个流水线阶段中重计算的层数，其余层保留激活（Megatron 的 block 方法，--recompute-num-layers；0 = 全部层）</translation>
    </message>
    <message>
        <source>share of a stage&apos;s layers recomputed (training.recomputeLayers ÷ L/PP; 1 = all)</source>
        <translation>每个阶段中被重计算的层所占比例（training.recomputeLayers ÷ L/PP；1 = 全部）</translation>
    </message>
    <message>
        <source>share of a stage&apos;s layers recomputed (training.recomputeLayers ÷ L_stage; 1 = all)</source>
        <translation>每个阶段中被重计算的层所占比例（training.recomputeLayers ÷ L_stage；1 = 全部）</translation>
    </message>
    <message>
        <source>deepspeed</source>
        <translation>deepspeed</translation>
    </message>
    <message>
        <source>fsdp</source>
        <translation>fsdp</translation>
    </message>
    <message>
        <source>How ZeRO-3 gathers parameters and reduces gradients: fsdp (Megatron-FSDP, PyTorch FSDP: prefetched under the computation over NCCL&apos;s hierarchical rings) or deepspeed (DeepSpeed ZeRO-3 as Narayanan et al. 2021 measured it: parameters gathered on demand over flat rings through each GPU&apos;s NIC, gradients reduced under the backward)</source>
        <translation>ZeRO-3 如何收集参数、归约梯度：fsdp（Megatron-FSDP、PyTorch FSDP：在计算之下预取，走 NCCL 的分层环）或 deepspeed（Narayanan 等 2021 实测的 DeepSpeed ZeRO-3：参数按需收集，走经过每个 GPU 网卡的扁平环，梯度在反向传播之下归约）</translation>
    </message>
    <message>
        <source>power left to each %1 (power.capWatts × cooling.throttle_fraction)</source>
        <translation>每个 %1 可用的功率（power.capWatts × cooling.throttle_fraction）</translation>
    </message>
    <message>
        <source>power left to each accelerator (power.capWatts, cooling.throttle_fraction)</source>
        <translation>每个加速器可用的功率（power.capWatts、cooling.throttle_fraction）</translation>
    </message>
    <message>
        <source>power left to the accelerators, P / TDP (power.capWatts, cooling.throttle_fraction)</source>
        <translation>加速器可用的功率，P / TDP（power.capWatts、cooling.throttle_fraction）</translation>
    </message>
    <message>
        <source>power-cap exponent (h100-sxm/power_cap_exponent, scaled: h200-sxm/power_cap_exponent; MLPerf Inference v3.1 NVIDIA DGX-H100 MaxQ vs MaxP (docs/research/power-capped-throughput.md))</source>
        <translation>功耗上限指数（h100-sxm/power_cap_exponent, scaled: h200-sxm/power_cap_exponent; MLPerf Inference v3.1 NVIDIA DGX-H100 MaxQ vs MaxP (docs/research/power-capped-throughput.md)）</translation>
    </message>
    <message>
        <source>power-cap exponent (h800/power_cap_exponent, scaled: h100-sxm/power_cap_exponent)</source>
        <translation>功耗上限指数（h800/power_cap_exponent, scaled: h100-sxm/power_cap_exponent）</translation>
    </message>
    <message>
        <source>power-cap exponent (no catalog calibration: generic 0.5, ESTIMATE)</source>
        <translation>功耗上限指数（目录无校准值：通用值 0.5，估算值）</translation>
    </message>
    <message>
        <source>seed §2 TDP, thermal throttling (L1732)</source>
        <translation>教材 §2 TDP，过热降频（L1732）</translation>
    </message>
    <message>
        <source>seed §2 TDP, thermal throttling (L1732); docs/research/power-capped-throughput.md</source>
        <translation>教材 §2 TDP，过热降频（L1732）；docs/research/power-capped-throughput.md</translation>
    </message>
    <message>
        <source>seed §2 The Pod, training time for 175B (L2294-2310); TDP and thermal throttling (L1732)</source>
        <translation>教材 §2 The Pod，175B 的训练时间（L2294-2310）；TDP 与过热降频（L1732）</translation>
    </message>
    <message>
        <source>lowest power share measured</source>
        <translation>实测的最低功率占比</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 on A100 (Narayanan 2021 Table 2)</source>
        <translation>A100 上的 DeepSpeed ZeRO-3（Narayanan 2021 表 2）</translation>
    </message>
    <message>
        <source>Megatron-LM on A100 (Korthikanti 2022 Table 5, Narayanan 2021 Tables 1-2)</source>
        <translation>A100 上的 Megatron-LM（Korthikanti 2022 表 5，Narayanan 2021 表 1-2）</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s dense B200 training tables (held out)</source>
        <translation>NVIDIA 的稠密 B200 训练表（留出验证）</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s dense H100 training tables (NeMo, Megatron-Bridge)</source>
        <translation>NVIDIA 的稠密 H100 训练表（NeMo、Megatron-Bridge）</translation>
    </message>
    <message>
        <source>context-parallel H100/B200 runs (MLPerf v5.0 405B, Megatron-Bridge CP 2)</source>
        <translation>H100/B200 上的上下文并行运行（MLPerf v5.0 405B、Megatron-Bridge CP 2）</translation>
    </message>
    <message>
        <source>extrapolated: %1</source>
        <translation>外推：%1</translation>
    </message>
    <message>
        <source>long sequences on B200 (NeMo Llama 3 8B 32K-1M, held out)</source>
        <translation>B200 上的长序列（NeMo Llama 3 8B 32K-1M，留出验证）</translation>
    </message>
    <message>
        <source>long sequences on H100 (NeMo 32K-1M, Llama 3 405B 128K)</source>
        <translation>H100 上的长序列（NeMo 32K-1M、Llama 3 405B 128K）</translation>
    </message>
    <message>
        <source>no A100 measurement of a prefetching ZeRO-3 runtime (fsdp)</source>
        <translation>没有预取式 ZeRO-3 运行时（fsdp）在 A100 上的实测</translation>
    </message>
    <message>
        <source>no A100 measurement of this regime (Mixture of Experts, context parallelism or long sequences)</source>
        <translation>没有该情形在 A100 上的实测（混合专家、上下文并行或长序列）</translation>
    </message>
    <message>
        <source>no serving measurement of multi-head latent attention</source>
        <translation>没有多头潜在注意力的推理服务实测</translation>
    </message>
    <message>
        <source>no serving measurement of this accelerator</source>
        <translation>没有该加速器的推理服务实测</translation>
    </message>
    <message>
        <source>no training measurement of this accelerator</source>
        <translation>没有该加速器的训练实测</translation>
    </message>
    <message>
        <source>serving latency at low load (TensorRT-LLM, NIM, vLLM; H100 and A100)</source>
        <translation>低负载下的推理服务延迟（TensorRT-LLM、NIM、vLLM；H100 与 A100）</translation>
    </message>
    <message>
        <source>serving throughput (TensorRT-LLM 0.17 tables, H100 and A100)</source>
        <translation>推理服务吞吐（TensorRT-LLM 0.17 表，H100 与 A100）</translation>
    </message>
    <message>
        <source>validation: ±%1 % mean, %2 % worst over %3 runs of %4</source>
        <translation>验证：%4 共 %3 次运行，平均误差 ±%1%，最大 %2%</translation>
    </message>
    <message>
        <source>the book&apos;s chain at an assumed training.mfu, not a prediction from the layout</source>
        <translation>教材的计算链，采用假定的 training.mfu，并非由并行布局得出的预测</translation>
    </message>
    <message>
        <source>share of its peak power the rack&apos;s cooling sustains (cooling.throttle_fraction)</source>
        <translation>机架冷却能维持的峰值功率占比（cooling.throttle_fraction）</translation>
    </message>
    <message>
        <source>the accelerators get less than the lowest measured share of their TDP (35 %)</source>
        <translation>加速器获得的功率低于实测过的最低 TDP 占比（35%）</translation>
    </message>
    <message>
        <source>compute rate left by the power cap and the cooling (training.power_rate_fraction)</source>
        <translation>功耗上限与冷却留下的计算速率（training.power_rate_fraction）</translation>
    </message>
    <message>
        <source>The plan trains a model. Off: a serving-only plan — no training job, so no training.*, comm.* or run reliability.*, no training memory, no run energy, carbon or cost; serving.*, the KV cache, HBM, the bandwidth staircase, power, fabric and the fleet&apos;s TCO stay</source>
        <translation>方案包含训练作业。关闭：仅推理服务的方案——没有训练作业，因此不计算 training.*、comm.*、训练运行的 reliability.*、训练显存，以及训练运行的能耗、碳排放和成本；serving.*、KV 缓存、HBM、带宽阶梯、供电、网络结构和集群的 TCO 仍照常计算</translation>
    </message>
    <message>
        <source>Context length of the roofline&apos;s decode point (tokens); the serving workload&apos;s is serving.inputTokens + serving.outputTokens</source>
        <translation>Roofline 解码点的上下文长度（Token）；推理服务负载的上下文为 serving.inputTokens + serving.outputTokens</translation>
    </message>
    <message>
        <source>Decode batch of the roofline&apos;s decode point and the book&apos;s bandwidth floor (sequences per step); the serving fleet&apos;s batch is serving.batch</source>
        <translation>Roofline 解码点与教材带宽下限所用的解码批次（每步序列数）；推理服务舰队的批次是 serving.batch</translation>
    </message>
    <message>
        <source>Which fused attention kernel the runtime runs: current (cuDNN&apos;s, FlashAttention-3 class: the catalog&apos;s attention efficiency) or fa2 (FlashAttention-2, as stacks of 2023 to mid-2024 ran it, e.g. NeMo 24.03 / TransformerEngine 1.4: about 0.33 of an H100&apos;s peak instead of 0.53)</source>
        <translation>运行时使用哪种融合注意力内核：current（cuDNN 的内核，FlashAttention-3 级：目录中的注意力效率）或 fa2（FlashAttention-2，2023 年至 2024 年中的软件栈所用，例如 NeMo 24.03 / TransformerEngine 1.4：在 H100 上约为峰值的 0.33，而非 0.53）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (b300/elementwise_efficiency, scaled: b200/elementwise_efficiency)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（b300/elementwise_efficiency，换算：b200/elementwise_efficiency）</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (gb300/elementwise_efficiency, scaled: gb200/elementwise_efficiency)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（gb300/elementwise_efficiency，换算：gb200/elementwise_efficiency）</translation>
    </message>
    <message>
        <source>current</source>
        <translation>current</translation>
    </message>
    <message>
        <source>fa2</source>
        <translation>fa2</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (b300/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (B300 SXM BF16 1769.0 TFLOP/s, torch 2.9.1+cu130); A100 fit)</source>
        <translation>大 GEMM 效率（b300/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（B300 SXM BF16 1769.0 TFLOP/s，torch 2.9.1+cu130）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (b300/gemm_efficiency_fp8, scaled: stas00/ml-engineering MAMF table (B300 SXM float8_e4m3fn 3353.3 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（b300/gemm_efficiency_fp8，换算值：stas00/ml-engineering MAMF 表（B300 SXM float8_e4m3fn 3353.3 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gb300/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (B300 SXM BF16 1769.0 TFLOP/s); A100 fit; gb200/gemm_efficiency_16bit (method))</source>
        <translation>大 GEMM 效率（gb300/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（B300 SXM BF16 1769.0 TFLOP/s）；基于 A100 拟合值；gb200/gemm_efficiency_16bit（方法））</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (mi325x/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (AMD MI325X BF16 784.9 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（mi325x/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（AMD MI325X BF16 784.9 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (mi355x/gemm_efficiency_16bit, scaled: stas00/ml-engineering MAMF table (AMD MI355X BF16 1565.0 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（mi355x/gemm_efficiency_16bit，换算值：stas00/ml-engineering MAMF 表（AMD MI355X BF16 1565.0 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>Mixture-of-Experts training (Megatron-Bridge 25.09-26.08, DeepSeek-V3 report, Qwen3 layouts)</source>
        <translation>混合专家训练（Megatron-Bridge 25.09-26.08、DeepSeek-V3 报告、Qwen3 布局）</translation>
    </message>
    <message>
        <source>Training compute precision; FP8 with its scaling recipe: fp8-delayed, fp8-current or mxfp8 (fp8: no recipe overhead priced); nvfp4: NVFP4 GEMMs at the FP4 peak (Blackwell)</source>
        <translation>训练计算精度；FP8 可带缩放配方：fp8-delayed、fp8-current 或 mxfp8（fp8：不计配方开销）；nvfp4：NVFP4 GEMM 按 FP4 峰值计算（Blackwell）</translation>
    </message>
    <message>
        <source>dense training on GB200 and GB300 NVL72 in NVFP4, MXFP8 and FP8 (Megatron-Bridge 26.04-26.06)</source>
        <translation>GB200 与 GB300 NVL72 上以 NVFP4、MXFP8 和 FP8 进行的稠密模型训练（Megatron-Bridge 26.04-26.06）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gb200/gemm_efficiency_fp8, scaled: stas00/ml-engineering MAMF table (B200 SXM float8_e4m3fn 3432.5 TFLOP/s); A100 fit; Azure/AI-benchmarking-guide ND GB200 v6 results (FP8 2,820, FP4 7,609 TFLOP/s: not used))</source>
        <translation>大 GEMM 效率（gb200/gemm_efficiency_fp8，换算值：stas00/ml-engineering MAMF 表（B200 SXM float8_e4m3fn 3432.5 TFLOP/s）；基于 A100 拟合值；Azure/AI-benchmarking-guide ND GB200 v6 结果（FP8 2,820、FP4 7,609 TFLOP/s：未采用））</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gb300/gemm_efficiency_fp8, scaled: stas00/ml-engineering MAMF table (B300 SXM float8_e4m3fn 3353.3 TFLOP/s); A100 fit; gb300/gemm_efficiency_16bit (method))</source>
        <translation>大 GEMM 效率（gb300/gemm_efficiency_fp8，换算值：stas00/ml-engineering MAMF 表（B300 SXM float8_e4m3fn 3353.3 TFLOP/s）；基于 A100 拟合值；gb300/gemm_efficiency_16bit（方法））</translation>
    </message>
    <message>
        <source>nvfp4</source>
        <translation>nvfp4</translation>
    </message>
    <message>
        <source>all-to-all bandwidth inside the scale-up domain (nvlink4/alltoall_efficiency, estimate: sjeaugey in NVIDIA/nccl-tests issue #212)</source>
        <translation>纵向扩展域内的 AllToAll 带宽（nvlink4/alltoall_efficiency，估计值：sjeaugey 于 NVIDIA/nccl-tests issue #212）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (b200/gemm_efficiency_fp4, scaled: pytorch/ao PR 2427 (2025-06), benchmarks/float8/bench_matmul.py --recipe nvfp4 on B200; A100 fit)</source>
        <translation>大 GEMM 效率（b200/gemm_efficiency_fp4，换算值：pytorch/ao PR 2427（2025-06），benchmarks/float8/bench_matmul.py --recipe nvfp4，B200；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (b300/gemm_efficiency_fp4, scaled: NVIDIA TransformerEngine docs/examples/gemm_profiling/gemm_profiling.rst (B300 SXM6: BF16 13.102, MXFP8 7.161, NVFP4 3.764 ms per layer); stas00/ml-engineering MAMF table (B300 float8_e4m3fn 3,353.3); A100 fit)</source>
        <translation>大 GEMM 效率（b300/gemm_efficiency_fp4，换算值：NVIDIA TransformerEngine docs/examples/gemm_profiling/gemm_profiling.rst（B300 SXM6：每层 BF16 13.102、MXFP8 7.161、NVFP4 3.764 ms）；stas00/ml-engineering MAMF 表（B300 float8_e4m3fn 3,353.3）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gb200/gemm_efficiency_fp4, scaled: Azure/AI-benchmarking-guide, ND GB200 v6 results (FP4 GEMM 7,609 TFLOP/s); A100 fit)</source>
        <translation>大 GEMM 效率（gb200/gemm_efficiency_fp4，换算值：Azure/AI-benchmarking-guide，ND GB200 v6 结果（FP4 GEMM 7,609 TFLOP/s）；基于 A100 拟合值）</translation>
    </message>
    <message>
        <source>large-GEMM efficiency (gb300/gemm_efficiency_fp4, scaled: b300/gemm_efficiency_fp4 (method); gb300/gemm_efficiency_16bit (method))</source>
        <translation>大 GEMM 效率（gb300/gemm_efficiency_fp4，换算值：b300/gemm_efficiency_fp4（方法）；gb300/gemm_efficiency_16bit（方法））</translation>
    </message>
    <message>
        <source>no NVFP4 training measurement of this accelerator or regime</source>
        <translation>没有该加速器或该工况的 NVFP4 训练实测</translation>
    </message>
    <message>
        <source>power-cap exponent (gb200/power_cap_exponent, estimate: h200-sxm/power_cap_exponent)</source>
        <translation>功耗上限指数（gb200/power_cap_exponent，估计值：h200-sxm/power_cap_exponent）</translation>
    </message>
    <message>
        <source>EP ranks per scale-up domain</source>
        <translation>每个纵向扩展域内的专家并行 rank 数</translation>
    </message>
    <message>
        <source>Expert-parallel size of a serving replica (MoE): the routed experts spread whole over this many accelerators, attention TP-sharded over serving.tp and replicated across ep / tp groups (1 = the experts TP-sharded)</source>
        <translation>推理服务副本的专家并行规模（MoE）：路由专家整体分布到这么多加速器上，注意力按 serving.tp 做张量并行切分，并在 ep / tp 个组之间复制（1 = 专家按张量并行切分）</translation>
    </message>
    <message>
        <source>MoE layers</source>
        <translation>MoE 层数</translation>
    </message>
    <message>
        <source>experts per token (model.expertsPerToken)</source>
        <translation>每个 Token 的专家数（model.expertsPerToken）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth inside the scale-up domain (ib-ndr/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>纵向扩展域内的融合 AllToAll 带宽（ib-ndr/alltoall_efficiency_fused, 微基准：deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;)）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth inside the scale-up domain (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>纵向扩展域内的融合 AllToAll 带宽（目录中无校准值：通用值 0.8，估计值）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth inside the scale-up domain (nvlink4-h800/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>纵向扩展域内的融合 AllToAll 带宽（nvlink4-h800/alltoall_efficiency_fused, 微基准：deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;)）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth inside the scale-up domain (nvlink4/alltoall_efficiency_fused, scaled: nvlink4-h800/alltoall_efficiency_fused)</source>
        <translation>纵向扩展域内的融合 AllToAll 带宽（nvlink4/alltoall_efficiency_fused, 换算值：nvlink4-h800/alltoall_efficiency_fused）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth inside the scale-up domain (nvlink5/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), &quot;DeepEP Performance Results&quot; (GB200))</source>
        <translation>纵向扩展域内的融合 AllToAll 带宽（nvlink5/alltoall_efficiency_fused, 微基准：deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), &quot;DeepEP Performance Results&quot; (GB200)）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth per NIC across domains (ib-ndr/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>跨域每网卡的融合 AllToAll 带宽（ib-ndr/alltoall_efficiency_fused, 微基准：deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;)）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth per NIC across domains (no catalog calibration: generic 0.8, ESTIMATE)</source>
        <translation>跨域每网卡的融合 AllToAll 带宽（目录中无校准值：通用值 0.8，估计值）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth per NIC across domains (nvlink4-h800/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;))</source>
        <translation>跨域每网卡的融合 AllToAll 带宽（nvlink4-h800/alltoall_efficiency_fused, 微基准：deepseek-ai/DeepEP docs/legacy.md (&quot;Normal kernels with NVLink and RDMA forwarding&quot;)）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth per NIC across domains (nvlink4/alltoall_efficiency_fused, scaled: nvlink4-h800/alltoall_efficiency_fused)</source>
        <translation>跨域每网卡的融合 AllToAll 带宽（nvlink4/alltoall_efficiency_fused, 换算值：nvlink4-h800/alltoall_efficiency_fused）</translation>
    </message>
    <message>
        <source>fused all-to-all bandwidth per NIC across domains (nvlink5/alltoall_efficiency_fused, microbenchmark: deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), &quot;DeepEP Performance Results&quot; (GB200))</source>
        <translation>跨域每网卡的融合 AllToAll 带宽（nvlink5/alltoall_efficiency_fused, 微基准：deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), &quot;DeepEP Performance Results&quot; (GB200)）</translation>
    </message>
    <message>
        <source>routed experts per MoE layer (model.experts)</source>
        <translation>每个 MoE 层的路由专家数（model.experts）</translation>
    </message>
    <message>
        <source>scale-up domains the EP group spans</source>
        <translation>专家并行组跨越的纵向扩展域数</translation>
    </message>
    <message>
        <source>seed §1 MoE sparse routing (L1784), §3 AllToAll for expert parallelism (L2527); DeepSeek-V3 report §3.4 (inference: EP and data-parallel attention); serving model, docs/models.md</source>
        <translation>种子 §1 MoE 稀疏路由（L1784），§3 专家并行的 AllToAll（L2527）；DeepSeek-V3 报告 §3.4（推理：专家并行与数据并行注意力）；推理服务模型，docs/models.md</translation>
    </message>
    <message>
        <source>MoE dispatch and combine across the EP group (serving.ep_alltoall_s)</source>
        <translation>专家并行组内的 MoE 分发与合并（serving.ep_alltoall_s）</translation>
    </message>
    <message>
        <source>expert-parallel size (serving.ep)</source>
        <translation>专家并行规模（serving.ep）</translation>
    </message>
    <message>
        <source>no serving measurement of expert parallelism (one derived DeepSeek point, docs/models.md)</source>
        <translation>没有专家并行推理服务的实测（仅一个推导出的 DeepSeek 数据点，见 docs/models.md）</translation>
    </message>
    <message>
        <source>routed-expert parameters</source>
        <translation>路由专家参数量</translation>
    </message>
    <message>
        <source>99th-percentile wait for a decode slot</source>
        <translation>等待解码槽位的第 99 百分位时间</translation>
    </message>
    <message>
        <source>99th-percentile wait: P(W &gt; x) = C·exp(−(c − λ·T_p)·x / T_p)</source>
        <translation>第 99 百分位等待：P(W &gt; x) = C·exp(−(c − λ·T_p)·x / T_p)</translation>
    </message>
    <message>
        <source>Disaggregated prefill and decode: prompts prefill on a pool of their own (serving.prefillTp × serving.prefillEp) that hands each prompt&apos;s KV cache to the decode replicas over the fabric</source>
        <translation>预填充与解码分离：提示在独立的池（serving.prefillTp × serving.prefillEp）中预填充，并经网络把每个提示的 KV 缓存移交给解码副本</translation>
    </message>
    <message>
        <source>Erlang C: probability of waiting (M/M/c, c = n_rep,p · g_p · b_p prompt slots)</source>
        <translation>Erlang C：等待概率（M/M/c，c = n_rep,p · g_p · b_p 个提示槽位）</translation>
    </message>
    <message>
        <source>Expert-parallel size of a prefill replica when disaggregated (MoE; a multiple of serving.prefillTp)</source>
        <translation>分离时预填充副本的专家并行规模（MoE；serving.prefillTp 的整数倍）</translation>
    </message>
    <message>
        <source>KV cache per token a decode rank keeps</source>
        <translation>一个解码 rank 保存的每 Token KV 缓存</translation>
    </message>
    <message>
        <source>KV cache per token, whole model</source>
        <translation>每 Token 的 KV 缓存（整个模型）</translation>
    </message>
    <message>
        <source>KV hand-off from the prefill pool (serving.kv_transfer_s)</source>
        <translation>来自预填充池的 KV 移交（serving.kv_transfer_s）</translation>
    </message>
    <message>
        <source>MoE dispatch and combine</source>
        <translation>MoE 分发与合并</translation>
    </message>
    <message>
        <source>Prompt tokens an attention group of the prefill pool batches per step when disaggregated (whole prompts, at least one)</source>
        <translation>分离时预填充池的一个注意力组每步批处理的提示 Token 数（完整提示，至少一个）</translation>
    </message>
    <message>
        <source>Tensor-parallel size of a prefill replica when disaggregated (0 = the power of two within the NVLink domain with the most input tokens/s per accelerator that meets the TTFT target)</source>
        <translation>分离时预填充副本的张量并行规模（0 = NVLink 域内满足 TTFT 目标且每个加速器输入 Token/s 最多的 2 的幂）</translation>
    </message>
    <message>
        <source>accelerators per node</source>
        <translation>每节点加速器数</translation>
    </message>
    <message>
        <source>accelerators per prefill replica</source>
        <translation>每个预填充副本的加速器数</translation>
    </message>
    <message>
        <source>attention groups per prefill replica</source>
        <translation>每个预填充副本的注意力组数</translation>
    </message>
    <message>
        <source>causal attention over each prompt</source>
        <translation>每个提示上的因果注意力</translation>
    </message>
    <message>
        <source>decode iterations per request: n_out − 1 (at least 1)</source>
        <translation>每个请求的解码迭代数：n_out − 1（至少 1）</translation>
    </message>
    <message>
        <source>decode replicas</source>
        <translation>解码副本</translation>
    </message>
    <message>
        <source>mean wait for a decode slot</source>
        <translation>等待解码槽位的平均时间</translation>
    </message>
    <message>
        <source>mean wait for a prompt slot</source>
        <translation>等待提示槽位的平均时间</translation>
    </message>
    <message>
        <source>median wait for a slot</source>
        <translation>等待槽位的中位时间</translation>
    </message>
    <message>
        <source>one prefill step of a replica</source>
        <translation>副本的一个预填充步</translation>
    </message>
    <message>
        <source>p99 target (serving.ttftSeconds)</source>
        <translation>p99 目标（serving.ttftSeconds）</translation>
    </message>
    <message>
        <source>per-step overheads</source>
        <translation>每步开销</translation>
    </message>
    <message>
        <source>prefill TP ranks sending in parallel</source>
        <translation>并行发送的预填充 TP rank 数</translation>
    </message>
    <message>
        <source>prefill accelerators</source>
        <translation>预填充加速器</translation>
    </message>
    <message>
        <source>prefill pool accelerators</source>
        <translation>预填充池加速器</translation>
    </message>
    <message>
        <source>prefill pool for their requests</source>
        <translation>其请求所需的预填充池</translation>
    </message>
    <message>
        <source>prefill replicas</source>
        <translation>预填充副本</translation>
    </message>
    <message>
        <source>prompt tokens per group and step (serving.prefillBatchTokens)</source>
        <translation>每组每步的提示 Token 数（serving.prefillBatchTokens）</translation>
    </message>
    <message>
        <source>prompts per attention group and step</source>
        <translation>每个注意力组每步的提示数</translation>
    </message>
    <message>
        <source>pure decode step</source>
        <translation>纯解码步</translation>
    </message>
    <message>
        <source>requests/s of a decode replica</source>
        <translation>一个解码副本的请求/s</translation>
    </message>
    <message>
        <source>requests/s the pool takes (the load, or what the decode replicas emit)</source>
        <translation>该池承接的请求/s（负载，或解码副本产出的请求）</translation>
    </message>
    <message>
        <source>requests/s the prefill pool takes</source>
        <translation>预填充池承接的请求/s</translation>
    </message>
    <message>
        <source>scale-out bandwidth per direction (line rate: RDMA transfer engines)</source>
        <translation>每方向的横向扩展带宽（线速：RDMA 传输引擎）</translation>
    </message>
    <message>
        <source>scale-out link latency</source>
        <translation>横向扩展链路延迟</translation>
    </message>
    <message>
        <source>the plan&apos;s accelerators</source>
        <translation>方案的加速器</translation>
    </message>
    <message>
        <source>weight GEMMs</source>
        <translation>权重 GEMM</translation>
    </message>
    <message>
        <source>prefill pool nodes</source>
        <translation>预填充池节点</translation>
    </message>
    <message>
        <source>accelerators of the serving fleet (serving.accelerators)</source>
        <translation>推理集群的加速器数（serving.accelerators）</translation>
    </message>
    <message>
        <source>accelerators of the training job</source>
        <translation>训练作业的加速器数</translation>
    </message>
    <message>
        <source>bisection bandwidth (fabric.bisection_bytes_per_s)</source>
        <translation>二分带宽（fabric.bisection_bytes_per_s）</translation>
    </message>
    <message>
        <source>bytes per accelerator and step that leave the leaf</source>
        <translation>每个加速器每步离开叶交换机的字节数</translation>
    </message>
    <message>
        <source>bytes through the NIC per step</source>
        <translation>每步经网卡的字节数</translation>
    </message>
    <message>
        <source>of the NIC&apos;s bytes, the share that leaves the leaf</source>
        <translation>网卡字节中离开叶交换机的比例</translation>
    </message>
    <message>
        <source>over the scale-up link</source>
        <translation>经纵向扩展链路</translation>
    </message>
    <message>
        <source>over the scale-up link (NVLink)</source>
        <translation>经纵向扩展链路（NVLink）</translation>
    </message>
    <message>
        <source>over the scale-up link (not on the fabric)</source>
        <translation>经纵向扩展链路（不经网络结构）</translation>
    </message>
    <message>
        <source>per accelerator, leaving the leaf</source>
        <translation>每个加速器离开叶交换机的部分</translation>
    </message>
    <message>
        <source>ranks of a replica&apos;s EP group (serving.ep)</source>
        <translation>副本 EP 组的 rank 数（serving.ep）</translation>
    </message>
    <message>
        <source>ranks of an expert-parallel group (training.ep)</source>
        <translation>专家并行组的 rank 数（training.ep）</translation>
    </message>
    <message>
        <source>scale-out link per direction (fleet.scaleOutLink)</source>
        <translation>横向扩展链路单向带宽（fleet.scaleOutLink）</translation>
    </message>
    <message>
        <source>seed §3 Adaptive routing (L2961)</source>
        <translation>教材 §3 自适应路由（L2961）</translation>
    </message>
    <message>
        <source>seed §3 Adaptive routing (L2961): 64 experts → a 64 × 64 traffic matrix, 4,096 flows</source>
        <translation>教材 §3 自适应路由（L2961）：64 个专家 → 64 × 64 流量矩阵，4,096 条流</translation>
    </message>
    <message>
        <source>seed §3 AllToAll (L2527), the mixed-cluster exercise (L2865), MoE flows (L2961)</source>
        <translation>教材 §3 AllToAll（L2527）、混合集群练习（L2865）、MoE 流（L2961）</translation>
    </message>
    <message>
        <source>seed §3 Bisection bandwidth (L2748), oversubscription (L2800-2802)</source>
        <translation>教材 §3 二分带宽（L2748）、收敛比（L2800-2802）</translation>
    </message>
    <message>
        <source>serving fleet&apos;s spine demand</source>
        <translation>推理集群对脊层的需求</translation>
    </message>
    <message>
        <source>spine capacity</source>
        <translation>脊层容量</translation>
    </message>
    <message>
        <source>through the accelerator&apos;s NIC onto the fabric</source>
        <translation>经加速器网卡（NIC）进入网络结构</translation>
    </message>
    <message>
        <source>training job&apos;s spine demand</source>
        <translation>训练作业对脊层的需求</translation>
    </message>
    <message>
        <source>training step time (training.step_s)</source>
        <translation>训练步时间（training.step_s）</translation>
    </message>
    <message>
        <source>Context-parallel size of a serving replica: this many TP groups share each sequence - its KV cache split between them, its prompt&apos;s causal attention split evenly while K/V chunks go round a ring (long prompts: shorter time to first token, million-token contexts that one group cannot hold); 1 = none. Needs serving.ep = 1</source>
        <translation>服务副本的上下文并行规模：这么多 TP 组共享每个序列——其 KV 缓存在组间切分，其提示词的因果注意力均匀切分，同时 K/V 分块沿环传递（长提示词：首 token 时间更短；可容纳单个组放不下的百万 token 上下文）；1 = 不使用。要求 serving.ep = 1</translation>
    </message>
    <message>
        <source>KV bytes per token per accelerator of a TP group</source>
        <translation>TP 组内每个加速器每 token 的 KV 字节数</translation>
    </message>
    <message>
        <source>accelerators per replica: tp, or serving.ep with expert parallelism; × serving.cp</source>
        <translation>每副本加速器数：tp，专家并行时为 serving.ep；再乘以 serving.cp</translation>
    </message>
    <message>
        <source>query bytes per token and layer per accelerator (its heads, 16-bit)</source>
        <translation>每个加速器每 token 每层的查询字节数（其负责的头，16 位）</translation>
    </message>
    <message>
        <source>scale-up domains the CP group spans</source>
        <translation>CP 组跨越的纵向扩展域数</translation>
    </message>
    <message>
        <source>seed §2 long context and the KV cache (L598, L1597); Yang et al. 2025, Context Parallelism for Scalable Million-Token Inference (MLSys), §3.4-3.6; serving model, docs/models.md</source>
        <translation>种子文本 §2 长上下文与 KV 缓存（L598、L1597）；Yang 等 2025，《Context Parallelism for Scalable Million-Token Inference》（MLSys），§3.4–3.6；服务模型，docs/models.md</translation>
    </message>
    <message>
        <source>the prompt&apos;s attention per rank (all layers)</source>
        <translation>每个秩上该提示词的注意力时间（全部层）</translation>
    </message>
    <message>
        <source>%1 dense %2 peak × (power.capWatts / TDP)^k = × %3 (power cap)</source>
        <translation>%1 的稠密 %2 峰值 × (power.capWatts / TDP)^k = × %3（功率上限）</translation>
    </message>
    <message>
        <source>CP K/V ring beyond its attention blocks (serving.prefill_cp_ring_s)</source>
        <translation>超出注意力块的 CP K/V 环（serving.prefill_cp_ring_s）</translation>
    </message>
    <message>
        <source>CP query all-gather and output reduce-scatter (serving.decode_cp_exchange_s)</source>
        <translation>CP 查询 AllGather 与输出 ReduceScatter（serving.decode_cp_exchange_s）</translation>
    </message>
    <message>
        <source>attention arithmetic 4·L·heads·d_head·L_ctx·B/(tp·cp) ÷ R_attn</source>
        <translation>注意力计算 4·L·heads·d_head·L_ctx·B/(tp·cp) ÷ R_attn</translation>
    </message>
    <message>
        <source>context-parallel size (serving.cp): TP groups sharing each sequence</source>
        <translation>上下文并行规模（serving.cp）：共享每个序列的 TP 组数</translation>
    </message>
    <message>
        <source>fused attention core: %1 dense %2 peak × %3%4</source>
        <translation>融合注意力核心：%1 的稠密 %2 峰值 × %3%4</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (b200/gemm_half_size_gflop, scaled: tensorflow/tensorflow third_party/xla/xla/backends/gpu/cost_model/matmul_interpolator_data.h (sm_100, sm_90); tmoreau89/triton triton_cublas_bench/RESULTS.md; h100-sxm/gemm_half_size_gflop)</source>
        <translation>GEMM 半效率规模（b200/gemm_half_size_gflop，按比例换算：tensorflow/tensorflow third_party/xla/xla/backends/gpu/cost_model/matmul_interpolator_data.h（sm_100、sm_90）；tmoreau89/triton triton_cublas_bench/RESULTS.md；h100-sxm/gemm_half_size_gflop）</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (b300/gemm_half_size_gflop, scaled: b200/gemm_half_size_gflop; meta-pytorch/KernelAgent oink/benchmarks/README.md)</source>
        <translation>GEMM 半效率规模（b300/gemm_half_size_gflop，按比例换算：b200/gemm_half_size_gflop；meta-pytorch/KernelAgent oink/benchmarks/README.md）</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (gb200/gemm_half_size_gflop, scaled: b200/gemm_half_size_gflop)</source>
        <translation>GEMM 半效率规模（gb200/gemm_half_size_gflop，按比例换算：b200/gemm_half_size_gflop）</translation>
    </message>
    <message>
        <source>GEMM size at half efficiency (gb300/gemm_half_size_gflop, scaled: b200/gemm_half_size_gflop; meta-pytorch/KernelAgent oink/benchmarks/README.md)</source>
        <translation>GEMM 半效率规模（gb300/gemm_half_size_gflop，按比例换算：b200/gemm_half_size_gflop；meta-pytorch/KernelAgent oink/benchmarks/README.md）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (b200/hbm_efficiency, microbenchmark: NVIDIA/cccl PR 9481 (2026-06); NVIDIA/cccl PR 7391)</source>
        <translation>实际达到的 HBM 带宽占比（b200/hbm_efficiency，微基准测试：NVIDIA/cccl PR 9481（2026-06）；NVIDIA/cccl PR 7391）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (b300/hbm_efficiency, scaled: gb300/hbm_efficiency)</source>
        <translation>实际达到的 HBM 带宽占比（b300/hbm_efficiency，按比例换算：gb300/hbm_efficiency）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (gb200/hbm_efficiency, scaled: b200/hbm_efficiency)</source>
        <translation>实际达到的 HBM 带宽占比（gb200/hbm_efficiency，按比例换算：b200/hbm_efficiency）</translation>
    </message>
    <message>
        <source>achieved HBM bandwidth fraction (gb300/hbm_efficiency, microbenchmark: meta-pytorch/KernelAgent oink/benchmarks/README.md (commit 2d8ed0d, 2026-04-29))</source>
        <translation>实际达到的 HBM 带宽占比（gb300/hbm_efficiency，微基准测试：meta-pytorch/KernelAgent oink/benchmarks/README.md（commit 2d8ed0d，2026-04-29））</translation>
    </message>
    <message>
        <source>achieved HBM share of the step&apos;s element-wise kernels (b200/elementwise_efficiency, scaled: h100-sxm/elementwise_efficiency; b200/hbm_efficiency; NVIDIA/cccl PR 7391; pytorch/pytorch PR 159682)</source>
        <translation>训练步中逐元素算子达到的 HBM 带宽占比（b200/elementwise_efficiency，按比例换算：h100-sxm/elementwise_efficiency；b200/hbm_efficiency；NVIDIA/cccl PR 7391；pytorch/pytorch PR 159682）</translation>
    </message>
    <message>
        <source>Share of each prompt&apos;s tokens whose KV cache is reused from an earlier request (prefix caching: a shared system prompt, a conversation&apos;s earlier turns): prefill does not recompute them, the new tokens still attend to them and the KV cache still holds them (0 = none)</source>
        <translation>每个提示词中 KV 缓存可复用先前请求结果的 token 占比（前缀缓存：共享的系统提示词、对话的先前轮次）：预填充不再重新计算这些 token，新 token 仍对其做注意力，KV 缓存仍保存它们（0 = 无）</translation>
    </message>
    <message>
        <source>no serving measurement with prefix caching (DeepSeek&apos;s production average is checked apart: docs/models.md)</source>
        <translation>没有启用前缀缓存的推理服务测量数据（DeepSeek 生产环境平均值单独核对：docs/models.md）</translation>
    </message>
    <message>
        <source>no serving set with context parallelism (Meta&apos;s prefill table, 12.6 % mean, is checked apart: docs/models.md)</source>
        <translation>没有使用上下文并行的推理服务数据集（Meta 的预填充表，平均误差 12.6 %，单独核对：docs/models.md）</translation>
    </message>
    <message>
        <source>prompt tokens whose KV cache is reused (serving.prefixCacheHitRate)</source>
        <translation>KV 缓存被复用的提示词 token 占比（serving.prefixCacheHitRate）</translation>
    </message>
    <message>
        <source>tokens the fleet processes per second: prompts (less their prefix-cache hits), and the output tokens after the first</source>
        <translation>舰队每秒处理的 token：提示词（扣除前缀缓存命中部分），以及首个之后的输出 token</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (a100-sxm-80gb/attention_half_seq_causal, estimate: NVIDIA/cudnn-frontend benchmark/attention_inference/results/prefill_sweep/a100 (@51a3de73))</source>
        <translation>注意力半效率长度，因果块（a100-sxm-80gb/attention_half_seq_causal，估算：NVIDIA/cudnn-frontend benchmark/attention_inference/results/prefill_sweep/a100 (@51a3de73)）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (b200/attention_half_seq_causal, scaled: gb200/attention_half_seq_causal)</source>
        <translation>注意力半效率长度，因果块（b200/attention_half_seq_causal，按比例换算：gb200/attention_half_seq_causal）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (b300/attention_half_seq_causal, scaled: gb200/attention_half_seq_causal)</source>
        <translation>注意力半效率长度，因果块（b300/attention_half_seq_causal，按比例换算：gb200/attention_half_seq_causal）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (gb200/attention_half_seq_causal, microbenchmark: NVIDIA/cudnn-frontend results/llama3.1/gb200/llama3.1_20260424_100750.csv)</source>
        <translation>注意力半效率长度，因果块（gb200/attention_half_seq_causal，微基准测试：NVIDIA/cudnn-frontend results/llama3.1/gb200/llama3.1_20260424_100750.csv）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (gb300/attention_half_seq_causal, scaled: gb200/attention_half_seq_causal)</source>
        <translation>注意力半效率长度，因果块（gb300/attention_half_seq_causal，按比例换算：gb200/attention_half_seq_causal）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (h100-sxm/attention_half_seq_causal, scaled: h200-sxm/attention_half_seq_causal)</source>
        <translation>注意力半效率长度，因果块（h100-sxm/attention_half_seq_causal，按比例换算：h200-sxm/attention_half_seq_causal）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (h200-sxm/attention_half_seq_causal, microbenchmark: NVIDIA/cudnn-frontend results/h200_919_only_cudnn/llama3.1_20260227_034703.csv)</source>
        <translation>注意力半效率长度，因果块（h200-sxm/attention_half_seq_causal，微基准测试：NVIDIA/cudnn-frontend results/h200_919_only_cudnn/llama3.1_20260227_034703.csv）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (h800/attention_half_seq_causal, scaled: h100-sxm/attention_half_seq_causal)</source>
        <translation>注意力半效率长度，因果块（h800/attention_half_seq_causal，按比例换算：h100-sxm/attention_half_seq_causal）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, causal block (no catalog calibration: generic 1200, ESTIMATE)</source>
        <translation>注意力半效率长度，因果块（目录无校准值：通用值 1200，估算值）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (a100-sxm-80gb/attention_half_seq, estimate: a100-sxm-80gb/attention_half_seq_causal)</source>
        <translation>注意力半效率长度，完整（非因果）块（a100-sxm-80gb/attention_half_seq，估算：a100-sxm-80gb/attention_half_seq_causal）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (b200/attention_half_seq, scaled: gb200/attention_half_seq)</source>
        <translation>注意力半效率长度，完整（非因果）块（b200/attention_half_seq，按比例换算：gb200/attention_half_seq）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (b300/attention_half_seq, scaled: gb200/attention_half_seq)</source>
        <translation>注意力半效率长度，完整（非因果）块（b300/attention_half_seq，按比例换算：gb200/attention_half_seq）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (gb200/attention_half_seq, microbenchmark: NVIDIA/cudnn-frontend results/llama3.1/gb200/llama3.1_20260424_100750.csv)</source>
        <translation>注意力半效率长度，完整（非因果）块（gb200/attention_half_seq，微基准测试：NVIDIA/cudnn-frontend results/llama3.1/gb200/llama3.1_20260424_100750.csv）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (gb300/attention_half_seq, scaled: gb200/attention_half_seq)</source>
        <translation>注意力半效率长度，完整（非因果）块（gb300/attention_half_seq，按比例换算：gb200/attention_half_seq）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (h100-sxm/attention_half_seq, scaled: h200-sxm/attention_half_seq)</source>
        <translation>注意力半效率长度，完整（非因果）块（h100-sxm/attention_half_seq，按比例换算：h200-sxm/attention_half_seq）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (h200-sxm/attention_half_seq, microbenchmark: NVIDIA/cudnn-frontend results/h200_919_only_cudnn/llama3.1_20260227_034703.csv)</source>
        <translation>注意力半效率长度，完整（非因果）块（h200-sxm/attention_half_seq，微基准测试：NVIDIA/cudnn-frontend results/h200_919_only_cudnn/llama3.1_20260227_034703.csv）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (h800/attention_half_seq, scaled: h100-sxm/attention_half_seq)</source>
        <translation>注意力半效率长度，完整（非因果）块（h800/attention_half_seq，按比例换算：h100-sxm/attention_half_seq）</translation>
    </message>
    <message>
        <source>attention length at half efficiency, full block (no catalog calibration: generic 450, ESTIMATE)</source>
        <translation>注意力半效率长度，完整（非因果）块（目录无校准值：通用值 450，估算值）</translation>
    </message>
    <message>
        <source>causal attention 2·L·heads·d_head·n_in²/(tp·cp) ÷ R_attn × ((1 + s½_causal·cp/n_in) + (cp − 1)(1 + s½_full·2cp/n_in))/cp</source>
        <translation>因果注意力 2·L·heads·d_head·n_in²/(tp·cp) ÷ R_attn × ((1 + s½_causal·cp/n_in) + (cp − 1)(1 + s½_full·2cp/n_in))/cp</translation>
    </message>
    <message>
        <source>causal attention 2·L·heads·d_head·n_in²/tp ÷ R_attn × (1 + s½_causal/n_in)</source>
        <translation>因果注意力 2·L·heads·d_head·n_in²/tp ÷ R_attn × (1 + s½_causal/n_in)</translation>
    </message>
    <message>
        <source>attention of the new tokens 2·L·heads·d_head·(1−h²)·n_in²/(tp·cp) ÷ R_attn × ((1 + s½_causal·cp/n_k) + (cp − 1)(1 + s½_full·2cp/n_k))/cp, n_k = n_in(1 + h)</source>
        <translation>新 token 的注意力 2·L·heads·d_head·(1−h²)·n_in²/(tp·cp) ÷ R_attn × ((1 + s½_causal·cp/n_k) + (cp − 1)(1 + s½_full·2cp/n_k))/cp，n_k = n_in(1 + h)</translation>
    </message>
    <message>
        <source>attention of the new tokens 2·L·heads·d_head·(1−h²)·n_in²/tp ÷ R_attn × (1 + s½_causal/(n_in(1 + h)))</source>
        <translation>新 token 的注意力 2·L·heads·d_head·(1−h²)·n_in²/tp ÷ R_attn × (1 + s½_causal/(n_in(1 + h)))</translation>
    </message>
    <message>
        <source>share of the SMs an overlapped transfer&apos;s kernels hold (20/132, DeepSeek-V3&apos;s dispatch)</source>
        <translation>重叠传输的内核占用的 SM 比例（20/132，DeepSeek-V3 的分发）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (a100-sxm-80gb/attention_efficiency, microbenchmark: Dao 2023, FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning (arXiv 2307.08691), §4.1 and Fig. 4)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（a100-sxm-80gb/attention_efficiency，微基准：Dao 2023，FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning（arXiv 2307.08691），§4.1 与图 4）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (b200/attention_efficiency, microbenchmark: Zadouri et al. 2026, FlashAttention-4: Algorithm and Kernel Pipelining Co-Design for Asymmetric Hardware Scaling (arXiv 2603.05451), Fig. 4 and 6 (cuDNN 9.13.0 bars); NVIDIA/cudnn-frontend benchmark/sdpa_benchmark_training artifacts sdpa_bf16_benchmark_results_NVIDIA_B200.csv (cuDNN 9.13.1, 2025))</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（b200/attention_efficiency，微基准：Zadouri et al. 2026，FlashAttention-4: Algorithm and Kernel Pipelining Co-Design for Asymmetric Hardware Scaling（arXiv 2603.05451），图 4 与图 6（cuDNN 9.13.0 柱）；NVIDIA/cudnn-frontend benchmark/sdpa_benchmark_training 产物 sdpa_bf16_benchmark_results_NVIDIA_B200.csv（cuDNN 9.13.1，2025））</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (b300/attention_efficiency, scaled: b200/attention_efficiency)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（b300/attention_efficiency，换算值：b200/attention_efficiency）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (gb200/attention_efficiency, scaled: b200/attention_efficiency)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（gb200/attention_efficiency，换算值：b200/attention_efficiency）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (gb300/attention_efficiency, scaled: gb200/attention_efficiency)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（gb300/attention_efficiency，换算值：gb200/attention_efficiency）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (h100-sxm/attention_efficiency, microbenchmark: Shah et al. 2024, FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision (arXiv 2407.08608), Fig. 5 and 6 (head dim 128))</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（h100-sxm/attention_efficiency，微基准：Shah 等 2024，FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision（arXiv 2407.08608），图 5 与图 6（头维度 128））</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (h100-sxm/attention_efficiency_fa2, microbenchmark: Shah et al. 2024, FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision (arXiv 2407.08608), Fig. 5 and 6 (head dim 128))</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（h100-sxm/attention_efficiency_fa2，微基准：Shah 等 2024，FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision（arXiv 2407.08608），图 5 与图 6（头维度 128））</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (h200-sxm/attention_efficiency, scaled: h100-sxm/attention_efficiency)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（h200-sxm/attention_efficiency，换算值：h100-sxm/attention_efficiency）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (h800/attention_efficiency, scaled: h100-sxm/attention_efficiency)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（h800/attention_efficiency，换算值：h100-sxm/attention_efficiency）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (h800/attention_efficiency_fa2, scaled: h100-sxm/attention_efficiency_fa2)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（h800/attention_efficiency_fa2，换算值：h100-sxm/attention_efficiency_fa2）</translation>
    </message>
    <message>
        <source>fused attention kernel efficiency on long blocks (16-bit peak) (no catalog calibration: generic 0.54, ESTIMATE)</source>
        <translation>融合注意力内核在长块上的效率（相对 16 位峰值）（目录无校准值：通用值 0.54，估算值）</translation>
    </message>
    <message>
        <source>t_step + L·t_layer + t_seq, the runtime&apos;s host work for one iteration with one sequence (catalog serving_calibration)</source>
        <translation>t_step + L·t_layer + t_seq：运行时为含一条序列的一次迭代付出的主机端开销（目录 serving_calibration）</translation>
    </message>
    <message>
        <source>Multi-token-prediction modules trained with the model (DeepSeek-V3: 1): each one more layer of the model&apos;s kind with its own projection, predicting one token further and sharing the embedding and the output head; its logits and loss run again on the last pipeline stage (0 = none)</source>
        <translation>随模型一同训练的多 Token 预测（MTP）模块数（DeepSeek-V3：1）：每个模块多一层与模型同类的层并带自己的投影，多预测后一个 Token，与模型共享嵌入层和输出头；其 logits 与损失在最后一个流水线阶段再算一遍（0 = 无）</translation>
    </message>
    <message>
        <source>multi-token-prediction modules (model.mtpLayers)</source>
        <translation>多 Token 预测模块数（model.mtpLayers）</translation>
    </message>
    <message>
        <source>parameters (model.params and the MTP modules&apos;)</source>
        <translation>参数量（model.params 加 MTP 模块的参数）</translation>
    </message>
    <message>
        <source>the MTP modules&apos; 2h → h projection and their logits and loss again, per micro-batch on the last stage (each module&apos;s layer is one of its L_stage)</source>
        <translation>MTP 模块的 2h → h 投影及其再算一遍的 logits 与损失，每微批次、在最后一个阶段（每个模块的层计入该阶段的 L_stage）</translation>
    </message>
    <message>
        <source>MoE dispatch and combine across the EP group</source>
        <translation>EP 组内 MoE 的分发与合并</translation>
    </message>
    <message>
        <source>Banded (sliding-window) attention: the tokens before each query a banded layer attends (tokens; GPT-OSS: 128, Gemma 3: 1,024, Mistral 7B: 4,096); its KV cache keeps only them and its attention work grows with the window instead of the context</source>
        <translation>带状（滑动窗口）注意力：带状层中每个查询所关注的此前 token 数（token；GPT-OSS：128，Gemma 3：1,024，Mistral 7B：4,096）；其 KV 缓存只保留这些 token，注意力计算量随窗口而非上下文增长</translation>
    </message>
    <message>
        <source>Layers with banded attention (GPT-OSS 120B: 18 of 36, alternating; Gemma 3 27B: 52 of 62); the others attend the whole context (0 = none)</source>
        <translation>使用带状注意力的层数（GPT-OSS 120B：36 层中 18 层，交替排列；Gemma 3 27B：62 层中 52 层）；其余层关注整个上下文（0 = 无）</translation>
    </message>
    <message>
        <source>layers&apos; worth of a full context kept: L − L_w + L_w · w / context (model.layers, model.slidingWindowLayers banded layers keep w = model.slidingWindow tokens)</source>
        <translation>折合为完整上下文的层数：L − L_w + L_w · w / context（model.layers；model.slidingWindowLayers 个带状层只保留 w = model.slidingWindow 个 token）</translation>
    </message>
    <message>
        <source>seed §2 HBM (KV cache grows with context and batch); Beltagy et al. 2020 §3.1 (sliding window attention)</source>
        <translation>教材 §2 HBM（KV 缓存随上下文长度和批次大小增长）；Beltagy et al. 2020 §3.1（滑动窗口注意力）</translation>
    </message>
    <message>
        <source>share of L_ctx a decode step reads: (L − L_w + L_w · w / L_ctx) / L, L_w of the layers banded to w tokens (model.slidingWindowLayers, model.slidingWindow)</source>
        <translation>一个解码步读取的 L_ctx 份额：(L − L_w + L_w · w / L_ctx) / L，其中 L_w 层为带状层、只关注 w 个 token（model.slidingWindowLayers，model.slidingWindow）</translation>
    </message>
    <message>
        <source>share of a full cache the banded layers leave: (L − L_w + L_w · w / (n_in + n_out)) / L (model.slidingWindowLayers of the layers keep w = model.slidingWindow tokens)</source>
        <translation>带状层保留下的完整缓存份额：(L − L_w + L_w · w / (n_in + n_out)) / L（model.slidingWindowLayers 个层只保留 w = model.slidingWindow 个 token）</translation>
    </message>
    <message>
        <source>of them banded (model.slidingWindowLayers)</source>
        <translation>其中的带状层（model.slidingWindowLayers）</translation>
    </message>
    <message>
        <source>their window (model.slidingWindow)</source>
        <translation>带状层的窗口（model.slidingWindow）</translation>
    </message>
    <message>
        <source>KV-cache read B·κ·L_ctx·m_kv,gpu ÷ (η_mem·BW)</source>
        <translation>KV 缓存读取 B·κ·L_ctx·m_kv,gpu ÷ (η_mem·BW)</translation>
    </message>
    <message>
        <source>attention arithmetic 4·L·heads·d_head·κ·L_ctx·B/(tp·cp) ÷ R_attn</source>
        <translation>注意力计算 4·L·heads·d_head·κ·L_ctx·B/(tp·cp) ÷ R_attn</translation>
    </message>
    <message>
        <source>attention: the L − L_w full layers&apos; share of the expression without banding, the L_w banded layers&apos; band(n_in) − band(h·n_in) pairs (band(n) = w·n − w²/2) at the fused kernel&apos;s rate × (1 + s½_causal/min(n_in/cp, w))</source>
        <translation>注意力：L − L_w 个完整层按无带状时的表达式计其份额，L_w 个带状层计 band(n_in) − band(h·n_in) 个查询-键对（band(n) = w·n − w²/2），按融合内核速率 × (1 + s½_causal/min(n_in/cp, w))</translation>
    </message>
    <message>
        <source>banded layers (model.slidingWindowLayers)</source>
        <translation>带状层（model.slidingWindowLayers）</translation>
    </message>
    <message>
        <source>%1 bytes per routed-expert weight (serving.expertPrecision)</source>
        <translation>%1 每个路由专家权重的字节数（serving.expertPrecision）</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>mxfp4</source>
        <translation>mxfp4</translation>
    </message>
    <message>
        <source>Mixture-of-Experts decode latency (InferenceMAX GPT-OSS 120B, vLLM; H100, H200, B200; TP 1-8; batch 4-128)</source>
        <translation>混合专家模型解码延迟（InferenceMAX GPT-OSS 120B，vLLM；H100、H200、B200；TP 1-8；批大小 4-128）</translation>
    </message>
    <message>
        <source>2·L TP all-reduces of B·hidden·2 B (two-shot inside an NVLink domain, else a ring; a group&apos;s B/g with serving.ep)</source>
        <translation>2·L 次 B·hidden·2 B 的张量并行 AllReduce（NVLink 域内为两步式，否则为环形；启用 serving.ep 时为每组的 B/g）</translation>
    </message>
    <message>
        <source>no serving measurement of a Mixture-of-Experts model in this regime (the GPT-OSS sets: decode and TPOT with EP 1 and one pool, throughput with one pool; docs/models.md)</source>
        <translation>该区间内没有混合专家模型的推理服务测量（GPT-OSS 数据集：EP 1 且单一资源池时的解码与 TPOT，单一资源池时的吞吐量；docs/models.md）</translation>
    </message>
    <message>
        <source>routed experts&apos; GEMMs, %1 weights dequantized in the main loop beside %2 activations: share of the %3 GEMM rate, each grouped GEMM (F/s_deq + F½) ÷ (η_comp·R) (weight_only_gemm_share × 16-bit / %4 peak; %5)</source>
        <translation>路由专家的 GEMM：%1 权重在主循环中反量化，与 %2 激活相乘：占 %3 GEMM 速率的份额，每个分组 GEMM 耗时 (F/s_deq + F½) ÷ (η_comp·R)（weight_only_gemm_share × 16 位峰值 / %4 峰值；%5）</translation>
    </message>
    <message>
        <source>Mixture-of-Experts serving throughput (GPT-OSS 120B and 20B: TensorRT-LLM offline table, InferenceMAX at batch 64-128)</source>
        <translation>混合专家模型推理服务吞吐量（GPT-OSS 120B 与 20B：TensorRT-LLM 离线表，InferenceMAX 批大小 64-128）</translation>
    </message>
    <message>
        <source>GEMM arithmetic 2·P·B/tp ÷ (η_comp·R · F/(F + F½)), F one of a layer&apos;s 4 GEMMs; the routed experts&apos; grouped GEMMs F/(F/s_deq + F½)</source>
        <translation>GEMM 运算 2·P·B/tp ÷ (η_comp·R · F/(F + F½))，F 为每层 4 个 GEMM 之一；路由专家的分组 GEMM 为 F/(F/s_deq + F½)</translation>
    </message>
    <message>
        <source>Storage precision of a Mixture-of-Experts model&apos;s routed experts when serving, where it differs from inference.precision: the bytes they are stored and read in, computed at inference.precision (mxfp4: GPT-OSS&apos;s experts as released, 4.25 bits with their block scales; nvfp4 4.5 bits; int4 4 bits; dequantized in the GEMMs, at the catalog&apos;s weight_only_gemm_share of their rate where the tensor cores do not take the format, as on Hopper; same = inference.precision)</source>
        <translation>推理服务时混合专家模型路由专家的存储精度（与 inference.precision 不同时）：专家按此字节数存储和读取，按 inference.precision 计算（mxfp4：GPT-OSS 发布时的专家格式，含块缩放因子共 4.25 位；nvfp4 为 4.5 位；int4 为 4 位；在 GEMM 中反量化，张量核心不支持该格式时（如 Hopper）按目录中 weight_only_gemm_share 的速率份额计；same = 与 inference.precision 相同）</translation>
    </message>
    <message>
        <source>How the runtime&apos;s KV cache holds a banded (sliding-window) layer: window = its last model.slidingWindow tokens only (vLLM&apos;s hybrid KV-cache manager, SGLang&apos;s sliding-window pool); full = the whole context like every other layer (TensorRT-LLM unless kv_cache_config.max_attention_window is set, as in its published GPT-OSS tables). Decode reads the window either way: only the KV-cache capacity, and so the batch, differ</source>
        <translation>推理运行时的 KV 缓存如何保存带状（滑动窗口）层：window = 只保存最后 model.slidingWindow 个 token（vLLM 的混合 KV 缓存管理器、SGLang 的滑动窗口内存池）；full = 与其他层一样保存整个上下文（TensorRT-LLM 未设置 kv_cache_config.max_attention_window 时即如此，其公布的 GPT-OSS 数据表也是这样运行的）。两种情况下解码都只读取窗口：只有 KV 缓存容量、进而批次大小不同</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>How the runtime hands new prompts to the attention groups of an expert-parallel replica (serving.ep &gt; 1), which step in lock step: per-rank = each rank refills its own freed slots, so an iteration waits for the rank that drew the most prompts (TensorRT-LLM&apos;s attention DP by default, vLLM&apos;s least-loaded DP engines); balanced = prompts dealt evenly over the ranks (TensorRT-LLM&apos;s attention_dp_config.enable_balance, SGLang&apos;s round-robin DP attention, DeepSeek&apos;s prefill load balancer)</source>
        <translation>运行时如何把新的提示词交给专家并行副本（serving.ep &gt; 1）中按锁步推进的各注意力组：per-rank = 每个 rank 用自己空出的槽位补入请求，因此每次迭代都要等待抽到最多提示词的 rank（TensorRT-LLM 注意力数据并行的默认行为、vLLM 按最少负载分配的 DP 引擎）；balanced = 把提示词均匀分配到各 rank（TensorRT-LLM 的 attention_dp_config.enable_balance、SGLang 轮询式 DP 注意力、DeepSeek 的预填充负载均衡器）</translation>
    </message>
    <message>
        <source>Precision a Mixture-of-Experts model&apos;s routed experts compute in (the activations of their GEMMs), where it differs from inference.precision: their GEMMs run at this precision&apos;s rate, the rest of the model at inference.precision&apos;s (fp8 beside bf16: GPT-OSS on Blackwell as TensorRT-LLM serves it, MXFP4 experts × MXFP8 activations with BF16 attention; same = inference.precision)</source>
        <translation>混合专家模型（MoE）路由专家的计算精度（其 GEMM 的激活精度），与 inference.precision 不同时设置：路由专家的 GEMM 以该精度的速率运行，模型其余部分以 inference.precision 的速率运行（fp8 搭配 bf16：TensorRT-LLM 在 Blackwell 上运行 GPT-OSS 的方式，MXFP4 专家 × MXFP8 激活，注意力为 BF16；same = inference.precision）</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>均衡分配</translation>
    </message>
    <message>
        <source>per-rank</source>
        <translation>各 rank 自行补位</translation>
    </message>
    <message>
        <source>attention groups of the replica: serving.ep / tp, stepping in lock step</source>
        <translation>副本的注意力组数：serving.ep / tp，各组锁步推进</translation>
    </message>
    <message>
        <source>prompts a group admits per iteration on average: B / (n_out · g)</source>
        <translation>每个组每次迭代平均接纳的提示词数：B / (n_out · g)</translation>
    </message>
    <message>
        <source>prompts the busiest group holds: E[max] of g Poisson(λ) counts (each rank refills its own slots: serving.promptBalance = per-rank); T_it prices the group-local work at M, the routed experts at all B/n_out prompts</source>
        <translation>最忙的组所持有的提示词数：g 个 Poisson(λ) 计数最大值的期望 E[max]（每个 rank 自行补入空出的槽位：serving.promptBalance = per-rank）；T_it 按 M 计组内工作，路由专家则按全部 B/n_out 个提示词计</translation>
    </message>
    <message>
        <source>bytes per dispatched value: the experts&apos; compute precision (serving.expertCompute, else inference.precision), at most 16-bit: FP8 dispatches FP8</source>
        <translation>每个分发值的字节数：专家的计算精度（serving.expertCompute，否则 inference.precision），至多 16 位：FP8 按 FP8 分发</translation>
    </message>
    <message>
        <source>routed experts&apos; GEMM rate over η_comp·R: they compute in %1 (serving.expertCompute), the rest in %2: R_peak × large-GEMM efficiency at %3 ÷ the same at %4; the grouped GEMMs take 1/r_exp of their time (%5)</source>
        <translation>路由专家 GEMM 速率与 η_comp·R 之比：专家以 %1 计算（serving.expertCompute），其余部分以 %2 计算：%3 下的 R_peak × 大 GEMM 效率 ÷ %4 下的同一乘积；分组 GEMM 的耗时为原来的 1/r_exp（%5）</translation>
    </message>
</context>
<context>
    <name>fleet::views::AlphaBetaChartView</name>
    <message>
        <source>α-β model: transfer time vs message size</source>
        <translation>α-β 模型：传输时间与消息大小</translation>
    </message>
    <message>
        <source>Message size (log scale)</source>
        <translation>消息大小（对数坐标）</translation>
    </message>
    <message>
        <source>Transfer time (µs)</source>
        <translation>传输时间（µs）</translation>
    </message>
    <message>
        <source>n* = %1</source>
        <translation>n* = %1</translation>
    </message>
</context>
<context>
    <name>fleet::views::CarbonView</name>
    <message>
        <source>Carbon &amp; water</source>
        <translation>碳排放与用水</translation>
    </message>
    <message>
        <source>CO2e of the training run: %1 t</source>
        <translation>训练运行的 CO2e：%1 t</translation>
    </message>
    <message>
        <source>t CO2e</source>
        <translation>t CO2e</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Operational</source>
        <translation>运行碳排放</translation>
    </message>
    <message>
        <source>Embodied (allocated)</source>
        <translation>隐含碳排放（分摊）</translation>
    </message>
    <message>
        <source>The same run on other grids (%1 of %2 regions)</source>
        <translation>同一运行在其他电网上（%2 个区域中的 %1 个）</translation>
    </message>
    <message>
        <source>Operational t CO2e</source>
        <translation>运行碳排放 t CO2e</translation>
    </message>
    <message>
        <source>Other regions</source>
        <translation>其他区域</translation>
    </message>
    <message>
        <source>This plan&apos;s region</source>
        <translation>本方案的区域</translation>
    </message>
</context>
<context>
    <name>fleet::views::CatalogRowEditor</name>
    <message>
        <source>Edit %1 row %2</source>
        <translation>编辑%1行 %2</translation>
    </message>
    <message>
        <source>New %1 row</source>
        <translation>新建%1行</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>required: %1</source>
        <translation>必填：%1</translation>
    </message>
    <message>
        <source>%1 (at least one peak)</source>
        <translation>%1（至少填一个峰值）</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>, in %1</source>
        <translation>，单位 %1</translation>
    </message>
    <message>
        <source>
Accepted: %1</source>
        <translation>
取值范围：%1</translation>
    </message>
    <message>
        <source>
Required</source>
        <translation>
必填</translation>
    </message>
    <message>
        <source>Values in the units shown. * = required. The row goes to your user catalog.</source>
        <translation>数值采用所示单位。* = 必填。该行将写入你的自定义目录。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not in the catalog&apos;s %3</source>
        <translation>%1：“%2”不在目录的%3中</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already in the catalog; pick another id</source>
        <translation>%1：“%2”已在目录中；请另选一个 id</translation>
    </message>
    <message>
        <source>All fields are valid.</source>
        <translation>所有字段均有效。</translation>
    </message>
    <message>
        <source>Fields to correct: %1. First: %2</source>
        <translation>需更正的字段：%1 个。第一个：%2</translation>
    </message>
</context>
<context>
    <name>fleet::views::CatalogRowSet</name>
    <message>
        <source>FleetPlanner was started with the built-in catalog only; there is no user catalog to write to.</source>
        <translation>FleetPlanner 仅以内置目录启动；没有可写入的自定义目录。</translation>
    </message>
</context>
<context>
    <name>fleet::views::CatalogTableModel</name>
    <message>
        <source>User row (replaces the built-in row of this id)</source>
        <translation>自定义行（替换同 id 的内置行）</translation>
    </message>
    <message>
        <source>User row</source>
        <translation>自定义行</translation>
    </message>
    <message>
        <source>Built-in row (read-only; duplicate it to make your own)</source>
        <translation>内置行（只读；复制后可创建你自己的行）</translation>
    </message>
    <message>
        <source>%1
Source: %2
Kind: %3, as of %4</source>
        <translation>%1
出处：%2
类型：%3，截至 %4</translation>
    </message>
    <message>
        <source>user</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>%1: not set</source>
        <translation>%1：未设置</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>built-in: shipped with FleetPlanner, read-only; user: your user catalog, editable</source>
        <translation>内置：随 FleetPlanner 提供，只读；自定义：你的自定义目录，可编辑</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>Column %1, in %2</source>
        <translation>列 %1，单位 %2</translation>
    </message>
</context>
<context>
    <name>fleet::views::CatalogWindow</name>
    <message>
        <source>Hardware catalog</source>
        <translation>硬件目录</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Search rows (id, name, vendor, source, …)</source>
        <translation>搜索行（id、名称、厂商、出处……）</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>复制为新行…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>撤销：%1（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Y)</source>
        <translation>重做：%1（Ctrl+Y）</translation>
    </message>
    <message>
        <source>Built-in rows are read-only (grey): duplicate one to make your own. User rows (U) are stored in %1 and take precedence.</source>
        <translation>内置行只读（灰色）：复制一行即可创建你自己的行。自定义行（U）保存在 %1 中，并优先于内置行。</translation>
    </message>
    <message>
        <source>FleetPlanner was started with the built-in catalog only: rows can be viewed, not added.</source>
        <translation>FleetPlanner 仅以内置目录启动：只能查看行，不能添加。</translation>
    </message>
    <message>
        <source>Built-in rows are read-only: duplicate the row to make an editable copy</source>
        <translation>内置行只读：复制该行可得到可编辑的副本</translation>
    </message>
    <message>
        <source>Edit the selected user row (F2)</source>
        <translation>编辑所选自定义行（F2）</translation>
    </message>
    <message>
        <source>Delete the selected user row</source>
        <translation>删除所选自定义行</translation>
    </message>
    <message>
        <source>%1 — rows: %2, user rows: %3, shown: %4</source>
        <translation>%1 — 行数：%2，自定义行：%3，显示：%4</translation>
    </message>
    <message>
        <source>Catalog not changed</source>
        <translation>目录未更改</translation>
    </message>
    <message>
        <source>Undo or redo could not be written: %1</source>
        <translation>无法写入撤销或重做：%1</translation>
    </message>
    <message>
        <source>Add %1 row %2</source>
        <translation>添加%1行 %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Edit %1 row %2</source>
        <translation>编辑%1行 %2</translation>
    </message>
    <message>
        <source>The plan will then use the built-in row of this id.</source>
        <translation>之后方案将使用同 id 的内置行。</translation>
    </message>
    <message>
        <source>The plan will then name a row the catalog lacks.</source>
        <translation>之后方案引用的行将在目录中不存在。</translation>
    </message>
    <message>
        <source>Delete a row the plan uses</source>
        <translation>删除方案正在使用的行</translation>
    </message>
    <message>
        <source>The open plan uses %1 in: %2.
%3

Delete it anyway?</source>
        <translation>当前打开的方案在以下位置使用了 %1：%2。
%3

仍要删除吗？</translation>
    </message>
    <message>
        <source>Delete %1 row %2</source>
        <translation>删除%1行 %2</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Add or replace user rows of this kind from a CSV file (header: the column names); a bad row refuses the whole file</source>
        <translation>从 CSV 文件添加或替换此类的自定义行（表头为列名）；任一行有误则整个文件被拒绝</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Save this kind&apos;s rows (built-in and yours) as CSV</source>
        <translation>将此类的行（内置行和你的行）保存为 CSV</translation>
    </message>
    <message>
        <source>The application runs with the built-in catalog only: there is no user catalog to import into.</source>
        <translation>应用程序仅以内置目录运行：没有可导入的自定义目录。</translation>
    </message>
    <message>
        <source>Nothing was imported from %1:
%2</source>
        <translation>未从 %1 导入任何内容：
%2</translation>
    </message>
    <message numerus="yes">
        <source>Import %n %1 row(s) from %2</source>
        <translation>
            <numerusform>从 %2 导入 %n 个%1行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n row(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Import catalog rows</source>
        <translation>导入目录行</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export catalog rows</source>
        <translation>导出目录行</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Exported the %1 rows to %2</source>
        <translation>已将%1行导出到 %2</translation>
    </message>
    <message>
        <source>Import Hugging Face config…</source>
        <translation>导入 Hugging Face 配置…</translation>
    </message>
    <message>
        <source>Add a model from its config.json (Llama, Mistral, Mixtral, Qwen2/3, Qwen3-MoE, DeepSeek-V3, GPT-OSS): its parameters are counted from the architecture</source>
        <translation>从模型的 config.json 添加模型（Llama、Mistral、Mixtral、Qwen2/3、Qwen3-MoE、DeepSeek-V3、GPT-OSS）：参数量由架构逐项计算</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>未导入任何内容：
%1</translation>
    </message>
    <message>
        <source>Replace a model</source>
        <translation>替换模型</translation>
    </message>
    <message>
        <source>The catalog already has a model %1. Replace it with the imported one? (No: import it under another id.)</source>
        <translation>目录中已有模型 %1。用导入的模型替换它吗？（否：以另一个 id 导入。）</translation>
    </message>
    <message>
        <source>Import model %1 from its config.json</source>
        <translation>从 config.json 导入模型 %1</translation>
    </message>
    <message>
        <source>Imported model %1: %2 B total, %3 B active parameters (%4)</source>
        <translation>已导入模型 %1：总参数 %2 B，激活参数 %3 B（%4）</translation>
    </message>
    <message>
        <source>Import a Hugging Face config</source>
        <translation>导入 Hugging Face 配置</translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation>config.json (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>fleet::views::CompareView</name>
    <message>
        <source>Only what differs</source>
        <translation>仅显示差异</translation>
    </message>
    <message>
        <source>Snapshot this plan</source>
        <translation>为本方案拍摄快照</translation>
    </message>
    <message>
        <source>Keep a copy of the plan as it is now; later edits are compared with it</source>
        <translation>保存方案当前状态的副本；之后的编辑都与它对比</translation>
    </message>
    <message>
        <source>Open plan…</source>
        <translation>打开方案…</translation>
    </message>
    <message>
        <source>Compare with a saved .fleetplan file</source>
        <translation>与已保存的 .fleetplan 文件对比</translation>
    </message>
    <message>
        <source>Compare with a preset…</source>
        <translation>与预设方案对比…</translation>
    </message>
    <message>
        <source>Choose a baseline: a snapshot of this plan, a preset or a saved plan.</source>
        <translation>选择基线：本方案的快照、预设方案或已保存方案。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>相对变化</translation>
    </message>
    <message>
        <source>snapshot of %1</source>
        <translation>%1 的快照</translation>
    </message>
    <message>
        <source>preset %1</source>
        <translation>预设方案 %1</translation>
    </message>
    <message>
        <source>Compare with plan</source>
        <translation>与方案对比</translation>
    </message>
    <message>
        <source>FleetPlanner plans (*.fleetplan);;All files (*)</source>
        <translation>FleetPlanner 方案 (*.fleetplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1（×%2）</translation>
    </message>
    <message>
        <source>Change (%, clipped at ±200)</source>
        <translation>变化（%，截断于 ±200）</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: %n result(s) shown.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; 与 &lt;b&gt;%2&lt;/b&gt; 对比：显示 %n 项结果。</numerusform>
        </translation>
    </message>
    <message>
        <source>Headline numbers against the baseline (green: better, red: worse)</source>
        <translation>关键指标相对基线的变化（绿色：更优，红色：更差）</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更优</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
</context>
<context>
    <name>fleet::views::DerivationPanel</name>
    <message>
        <source>Click a result to see its derivation: formula, inputs with units, and the textbook section.</source>
        <translation>点击一个结果查看其推导：公式、带单位的代入值和教材章节。</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>教材章节：</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>准确度：</translation>
    </message>
</context>
<context>
    <name>fleet::views::ExamplesBrowser</name>
    <message>
        <source>&amp;Load</source>
        <translation>加载(&amp;L)</translation>
    </message>
    <message>
        <source>Open the example as a new, untitled plan (asks to save unsaved changes first)</source>
        <translation>将例题作为新的未命名方案打开（如有未保存的更改，会先询问是否保存）</translation>
    </message>
    <message>
        <source>Previous result of the example (Page Up)</source>
        <extracomment>Tooltip of the ◀ button of the textbook examples browser</extracomment>
        <translation>例题的上一个结果（Page Up）</translation>
    </message>
    <message>
        <source>Next result of the example (Page Down)</source>
        <extracomment>Tooltip of the ▶ button of the textbook examples browser</extracomment>
        <translation>例题的下一个结果（Page Down）</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <extracomment>Tooltip of an example in the examples browser: %1 = seed line range</extracomment>
        <translation>%1（教材 %2）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose an example. &lt;b&gt;Load&lt;/b&gt; opens it as a new plan; ◀ ▶ step through the numbers the book prints, each with its derivation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选择一道例题。&lt;b&gt;加载&lt;/b&gt;将其作为新方案打开；◀ ▶ 逐个查看教材给出的数字，每个数字都附有推导。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 › %2, seed %3</source>
        <extracomment>%1 = chapter, %2 = section, %3 = seed line range such as L2709-2728</extracomment>
        <translation>%1 › %2，教材 %3</translation>
    </message>
    <message>
        <source>Base preset: &lt;tt&gt;%1&lt;/tt&gt;</source>
        <extracomment>%1 = preset name</extracomment>
        <translation>基础预设方案：&lt;tt&gt;%1&lt;/tt&gt;</translation>
    </message>
    <message>
        <source>No overrides: the preset is the example.</source>
        <translation>无覆盖：该预设方案即为例题本身。</translation>
    </message>
    <message>
        <source>Overrides:</source>
        <translation>覆盖：</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>Position in the steps of a textbook example, e.g. &quot;2 / 5&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Row of the examples browser: the value printed in the textbook, %1 = its words, %2 = seed line</extracomment>
        <translation>教材</translation>
    </message>
    <message>
        <source>App</source>
        <extracomment>Row of the examples browser: the value FleetPlanner computes</extracomment>
        <translation>本应用</translation>
    </message>
    <message>
        <source>formula, within %1 %</source>
        <translation>与公式相符，误差在 %1% 以内</translation>
    </message>
    <message>
        <source>within %1 %</source>
        <translation>误差在 %1% 以内</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>Formula</source>
        <extracomment>Row of the examples browser: the value the formula gives when the book&apos;s number is inconsistent</extracomment>
        <translation>公式</translation>
    </message>
    <message>
        <source>not computed for this plan</source>
        <translation>本方案未计算此项</translation>
    </message>
    <message>
        <source>load the example to compare</source>
        <translation>加载例题后即可对比</translation>
    </message>
    <message>
        <source>Why the app differs from the book:</source>
        <extracomment>Heading before the explanation of why the app&apos;s value differs from the book&apos;s printed number</extracomment>
        <translation>本应用与教材不一致的原因：</translation>
    </message>
</context>
<context>
    <name>fleet::views::FabricView</name>
    <message>
        <source>Fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>Links (α-β)</source>
        <translation>链路（α-β）</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>What the training job and the serving fleet send over NVLink, through the NICs and across the spine (fabric.traffic_*)</source>
        <translation>训练作业与推理集群经 NVLink、经网卡以及跨越脊层发送的流量（fabric.traffic_*）</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>脊层</translation>
    </message>
    <message>
        <source>Both jobs&apos; demand on the tier above the leaves against its capacity</source>
        <translation>两项作业对叶之上一层的需求与其容量之比</translation>
    </message>
</context>
<context>
    <name>fleet::views::FastestLayoutsPanel</name>
    <message>
        <source>Run a search: the fastest configurations and what differs between them appear here.</source>
        <translation>运行搜索后，这里列出最快的配置及其彼此的差异。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time (d)</source>
        <translation>时间（天）</translation>
    </message>
    <message>
        <source>Slower by</source>
        <translation>慢了</translation>
    </message>
    <message>
        <source>Run cost ($ M)</source>
        <translation>运行成本（百万美元）</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>每步时间（s）</translation>
    </message>
    <message>
        <source>MFU %</source>
        <translation>MFU %</translation>
    </message>
    <message>
        <source>Memory/GPU (GB)</source>
        <translation>每 GPU 显存（GB）</translation>
    </message>
    <message>
        <source>Differs from #1</source>
        <translation>与第 1 名的差异</translation>
    </message>
    <message>
        <source>How much longer the run takes than the fastest one&apos;s</source>
        <translation>训练运行比最快配置多用的时间</translation>
    </message>
    <message>
        <source>The keys whose values differ from the fastest configuration&apos;s: this one&apos;s value (the fastest&apos;s)</source>
        <translation>取值与最快配置不同的键：本配置的值（最快配置的值）</translation>
    </message>
    <message>
        <source>the fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>No valid configuration.</source>
        <translation>没有有效配置。</translation>
    </message>
    <message numerus="yes">
        <source>The %n fastest valid configuration(s), fastest first; pick one to ring it on the chart and Apply it.</source>
        <translation>
            <numerusform>最快的 %n 个有效配置，按速度排序；选中一个即在图中圈出，并可“应用”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::FleetBuilderPanel</name>
    <message>
        <source>Accepted: %1</source>
        <translation>取值范围：%1</translation>
    </message>
    <message>
        <source>auto (match the accelerator)</source>
        <translation>auto（与加速器匹配）</translation>
    </message>
    <message>
        <source>%1 (not in catalog)</source>
        <translation>%1（不在目录中）</translation>
    </message>
    <message>
        <source>Accepted: a row of the hardware catalog (View → Hardware catalog…; rows marked (user) are yours)</source>
        <translation>取值范围：硬件目录中的一行（视图 → 硬件目录…；标有（自定义）的行是你自己的）</translation>
    </message>
    <message>
        <source>Accepted: a row of the catalog (View → Hardware catalog…; rows marked (user) are yours), or %1</source>
        <translation>可接受：目录中的一行（视图 → 硬件目录…；标有 (user) 的行是您的），或 %1</translation>
    </message>
    <message>
        <source>custom (the fields below)</source>
        <translation>custom（下方各字段）</translation>
    </message>
    <message>
        <source>same (the plan&apos;s model)</source>
        <translation>same（方案自身的模型）</translation>
    </message>
    <message>
        <source>Scale-out links</source>
        <translation>横向扩展链路</translation>
    </message>
    <message>
        <source>Not scale-out (inside a node)</source>
        <translation>非横向扩展链路（节点内部）</translation>
    </message>
    <message>
        <source>Not scale-up (a fabric&apos;s NICs)</source>
        <translation>非纵向扩展链路（网络结构的网卡）</translation>
    </message>
    <message>
        <source>Scale-up and host links</source>
        <translation>纵向扩展与主机链路</translation>
    </message>
</context>
<context>
    <name>fleet::views::HistogramChartView</name>
    <message>
        <source>Trials</source>
        <translation>次数</translation>
    </message>
</context>
<context>
    <name>fleet::views::IssuesPanel</name>
    <message>
        <source>No issues: every input is valid.</source>
        <translation>没有校验问题：所有输入均有效。</translation>
    </message>
</context>
<context>
    <name>fleet::views::MemoryChartView</name>
    <message>
        <source>Training memory per GPU by ZeRO stage — %1</source>
        <translation>各 ZeRO 阶段的每 GPU 训练显存 — %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Master copy</source>
        <translation>主副本</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <source>ZeRO %1</source>
        <translation>ZeRO %1</translation>
    </message>
    <message>
        <source>%1 (plan)</source>
        <translation>%1·方案</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每 GPU 显存（GB）</translation>
    </message>
    <message>
        <source>HBM %1 GB</source>
        <translation>HBM %1 GB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
</context>
<context>
    <name>fleet::views::MemoryView</name>
    <message>
        <source>&lt;b&gt;Which layouts fit?&lt;/b&gt; GB per GPU at ZeRO %1 for TP (rows) × PP (columns), DP = %2 / (TP·PP). Green fits in %3 GB of HBM; the plan&apos;s layout is in [brackets].</source>
        <translation>&lt;b&gt;哪些布局可容纳？&lt;/b&gt; ZeRO %1 下每 GPU 所需 GB，行为张量并行度（TP）、列为流水线并行度（PP），数据并行度 DP = %2 / (TP·PP)。绿色表示 %3 GB HBM 可容纳；方案当前布局以 [方括号] 标出。</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3: %4 GB per GPU — %5</source>
        <translation>TP %1 × PP %2 × DP %3：每 GPU %4 GB — %5</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>不可容纳</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which layouts fit?&lt;/b&gt; GB per GPU at ZeRO %1 and CP %4 for TP (rows) × PP (columns), DP = %2 / (TP·CP·PP). Green fits in %3 GB of HBM; the plan&apos;s layout is in [brackets].</source>
        <translation>&lt;b&gt;哪些布局可容纳？&lt;/b&gt; ZeRO %1、上下文并行度 CP %4 下每 GPU 所需 GB，行为张量并行度（TP）、列为流水线并行度（PP），数据并行度 DP = %2 / (TP·CP·PP)。绿色表示 %3 GB HBM 可容纳；方案当前布局以 [方括号] 标出。</translation>
    </message>
    <message>
        <source>TP %1 × CP %6 × PP %2 × DP %3: %4 GB per GPU — %5</source>
        <translation>TP %1 × CP %6 × PP %2 × DP %3：每 GPU %4 GB — %5</translation>
    </message>
    <message>
        <source>No training job (training.enabled = false): a serving-only plan holds weights and KV cache (Serving tab)</source>
        <translation>没有训练作业（training.enabled = false）：仅推理服务的方案只保存权重和 KV 缓存（见“推理服务”标签页）</translation>
    </message>
    <message>
        <source>Training memory: the accelerator or the training precision is unknown (see Issues)</source>
        <translation>训练显存：加速器或训练精度未知（见“校验问题”）</translation>
    </message>
</context>
<context>
    <name>fleet::views::ModelLibraryRow</name>
    <message>
        <source>, %1 B active</source>
        <translation>，激活 %1B</translation>
    </message>
    <message>
        <source>Search the model library…</source>
        <translation>搜索模型库…</translation>
    </message>
    <message>
        <source>Import Hugging Face config…</source>
        <translation>导入 Hugging Face 配置…</translation>
    </message>
    <message>
        <source>Read a model&apos;s config.json (Llama, Mistral, Mixtral, Qwen2/3, Qwen3-MoE, DeepSeek-V3, GPT-OSS) into your catalog and make it the plan&apos;s model</source>
        <translation>将模型的 config.json（Llama、Mistral、Mixtral、Qwen2/3、Qwen3-MoE、DeepSeek-V3、GPT-OSS）读入您的目录，并设为方案的模型</translation>
    </message>
    <message>
        <source>Type any part of a model&apos;s id or name (&quot;llama3-70&quot;, &quot;Qwen3&quot;, &quot;MoE&quot;) and pick it: its layers, widths, heads, experts and parameter count fill the fields below as one undo step. Editing a field afterwards makes the model custom.</source>
        <translation>输入模型 id 或名称的任意部分（&quot;llama3-70&quot;、&quot;Qwen3&quot;、&quot;MoE&quot;）并选择：其层数、宽度、注意力头、专家与参数量将作为一个撤销步骤填入下方各字段。之后编辑任一字段会使模型变为 custom。</translation>
    </message>
</context>
<context>
    <name>fleet::views::OptimalSizePanel</name>
    <message>
        <source>Compute-optimal size (Chinchilla, seed §1 scaling laws)</source>
        <translation>计算最优规模（Chinchilla，教材 §1 扩展定律）</translation>
    </message>
    <message>
        <source>The plan&apos;s compute (6·P·D)</source>
        <extracomment>compute budget: the plan&apos;s own training FLOPs</extracomment>
        <translation>本方案的训练总 FLOPs（6·P·D）</translation>
    </message>
    <message>
        <source>Days on this fleet</source>
        <extracomment>compute budget: the fleet running for a number of days</extracomment>
        <translation>在本舰队上运行的天数</translation>
    </message>
    <message>
        <source>FLOP budget</source>
        <extracomment>compute budget: an explicit number of floating-point operations</extracomment>
        <translation>FLOP 预算</translation>
    </message>
    <message>
        <source> d</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Compute-optimal tokens per parameter (Chinchilla: 20)</source>
        <translation>计算最优的每参数 Token 数（Chinchilla：20）</translation>
    </message>
    <message>
        <source>E: irreducible loss (Hoffmann et al. 2022: 1.69)</source>
        <translation>E：不可约损失（Hoffmann 等 2022：1.69）</translation>
    </message>
    <message>
        <source>A: parameter-term coefficient (406.4)</source>
        <translation>A：参数项系数（406.4）</translation>
    </message>
    <message>
        <source>α: parameter exponent (0.34)</source>
        <translation>α：参数项指数（0.34）</translation>
    </message>
    <message>
        <source>B: data-term coefficient (410.7)</source>
        <translation>B：数据项系数（410.7）</translation>
    </message>
    <message>
        <source>β: data exponent (0.28)</source>
        <translation>β：数据项指数（0.28）</translation>
    </message>
    <message>
        <source>D/P</source>
        <translation>D/P</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>ℒ = E + A·P^−α + B·D^−β</source>
        <extracomment>the loss power law with its constants</extracomment>
        <translation>ℒ = E + A·P^−α + B·D^−β</translation>
    </message>
    <message>
        <source>Cannot size: %1</source>
        <translation>无法确定规模：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Data-limited&lt;/b&gt;: more parameters than the tokens support (undertrained). The same compute would reach a lower loss with a smaller model trained on more tokens.</source>
        <translation>&lt;b&gt;数据受限&lt;/b&gt;：参数量超出了 Token 数所能支撑的规模（训练不足）。同样的计算量下，用更多 Token 训练更小的模型可以达到更低的损失。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Balanced&lt;/b&gt;: parameters and tokens are close to the compute-optimal ratio.</source>
        <translation>&lt;b&gt;均衡&lt;/b&gt;：参数量与 Token 数接近计算最优比例。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compute-limited&lt;/b&gt;: a small model trained long. The same compute would reach a lower loss with a larger model trained on fewer tokens.</source>
        <translation>&lt;b&gt;计算受限&lt;/b&gt;：小模型训练过久。同样的计算量下，用更少 Token 训练更大的模型可以达到更低的损失。</translation>
    </message>
    <message>
        <source>Budget %1 FLOP → optimal &lt;b&gt;%2 B parameters on %3 B tokens&lt;/b&gt;.&lt;br&gt;The plan: %4 B parameters on %5 B tokens = %6 tokens per parameter. Loss (nat/token): plan %7, compute-optimal %8.&lt;br&gt;%9</source>
        <extracomment>%1 FLOP budget, %2 optimal parameters (billions), %3 optimal tokens (billions), %4 plan params, %5 plan tokens, %6 plan tokens per parameter, %7 plan loss, %8 optimal loss, %9 regime sentence</extracomment>
        <translation>预算 %1 FLOP → 最优为 &lt;b&gt;%2 B 参数、%3 B Token&lt;/b&gt;。&lt;br&gt;本方案：%4 B 参数、%5 B Token = 每参数 %6 个 Token。损失（nat/Token）：本方案 %7，计算最优 %8。&lt;br&gt;%9</translation>
    </message>
</context>
<context>
    <name>fleet::views::ParetoChartView</name>
    <message>
        <source>selected</source>
        <translation>已选</translation>
    </message>
</context>
<context>
    <name>fleet::views::PowerChainChartView</name>
    <message>
        <source>Facility: %1 MW peak, %2 MW average</source>
        <translation>设施：峰值 %1 MW，平均 %2 MW</translation>
    </message>
    <message>
        <source>Accel.</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络结构</translation>
    </message>
    <message>
        <source>PUE %1</source>
        <translation>PUE %1</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Power (MW)</source>
        <translation>功率（MW）</translation>
    </message>
    <message>
        <source>Facility: %1 kW peak, %2 kW average</source>
        <translation>设施：峰值 %1 kW，平均 %2 kW</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>功率（kW）</translation>
    </message>
</context>
<context>
    <name>fleet::views::PowerView</name>
    <message>
        <source>Power &amp; cooling</source>
        <translation>供电与冷却</translation>
    </message>
    <message>
        <source>Rack vs cooling</source>
        <translation>机架与冷却</translation>
    </message>
    <message>
        <source>Power cap trade-off</source>
        <translation>功耗封顶的权衡</translation>
    </message>
    <message>
        <source>Time to train and the run&apos;s facility energy as the per-accelerator power cap varies, relative to the uncapped run</source>
        <translation>随每加速器功耗上限变化的训练时间与本次运行的设施能耗，相对于不封顶的运行</translation>
    </message>
    <message>
        <source>Power cap: no run to compare</source>
        <translation>功耗封顶：没有可比较的运行</translation>
    </message>
    <message>
        <source>Power cap per accelerator (W)</source>
        <translation>每加速器功耗上限（W）</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>time to train</source>
        <extracomment>the run&apos;s wall-clock time, as the legend of a line</extracomment>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>energy of the run</source>
        <extracomment>the run&apos;s facility energy, as the legend of a line</extracomment>
        <translation>运行能耗</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Time and energy ÷ uncapped (book: linear)</source>
        <translation>时间与能耗 ÷ 不封顶（教材：线性）</translation>
    </message>
    <message>
        <source>Time and energy ÷ uncapped run</source>
        <translation>时间与能耗 ÷ 不封顶的运行</translation>
    </message>
</context>
<context>
    <name>fleet::views::RackDensityChartView</name>
    <message>
        <source>Rack density: %1 kW per rack</source>
        <translation>机架功率密度：%1 kW/机架</translation>
    </message>
    <message>
        <source>Rack at peak</source>
        <translation>机架峰值</translation>
    </message>
    <message>
        <source>One rack</source>
        <translation>单个机架</translation>
    </message>
    <message>
        <source>%1 limit</source>
        <translation>%1 上限</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation>（已选）</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每机架 kW</translation>
    </message>
    <message>
        <source>%1 %2 kW</source>
        <extracomment>a cooling type&apos;s rack limit in the rack-density chart: %1 its catalog id, %2 kW</extracomment>
        <translation>%1 %2 kW</translation>
    </message>
</context>
<context>
    <name>fleet::views::RejectedPanel</name>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>TP crosses the node boundary</source>
        <translation>TP 跨越了节点边界</translation>
    </message>
    <message>
        <source>TP does not divide the attention heads</source>
        <translation>TP 不能整除注意力头数</translation>
    </message>
    <message>
        <source>interleave does not divide the layers per stage</source>
        <translation>虚拟阶段数不能整除每阶段层数</translation>
    </message>
    <message>
        <source>global batch not a multiple of micro-batch × DP</source>
        <translation>全局批次大小不是微批次大小 × DP 的整数倍</translation>
    </message>
    <message>
        <source>precision not supported by the chip</source>
        <translation>芯片不支持该精度</translation>
    </message>
    <message>
        <source>does not fit in HBM</source>
        <translation>HBM 不可容纳</translation>
    </message>
    <message>
        <source>evaluation error</source>
        <translation>计算出错</translation>
    </message>
    <message>
        <source>%1: %2 &lt;i&gt;(e.g. %3)&lt;/i&gt;</source>
        <translation>%1：%2 &lt;i&gt;（例如 %3）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>TP × CP × PP × DP ≠ accelerators</source>
        <translation>TP × CP × PP × DP ≠ 加速器数</translation>
    </message>
    <message>
        <source>EP does not divide the experts or TP × CP × DP</source>
        <translation>EP 不能整除专家数或 TP × CP × DP</translation>
    </message>
    <message>
        <source>CP does not split the sequence into 2 × CP chunks</source>
        <translation>CP 无法把序列切成 2 × CP 块</translation>
    </message>
</context>
<context>
    <name>fleet::views::ReliabilityView</name>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Run Monte Carlo</source>
        <translation>运行蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Simulate the training run many times with random failures, checkpoints and restarts (reliability.monteCarloTrials trials, all cores)</source>
        <translation>以随机故障、检查点和重启多次模拟训练运行（reliability.monteCarloTrials 次，使用全部核心）</translation>
    </message>
    <message>
        <source>Monte Carlo of the training run: press Run</source>
        <translation>训练运行的蒙特卡洛模拟：请点击运行</translation>
    </message>
    <message>
        <source>Monte Carlo cancelled.</source>
        <translation>蒙特卡洛模拟已取消。</translation>
    </message>
    <message>
        <source>The plan changed: run the Monte Carlo again</source>
        <translation>方案已更改：请重新运行蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>node %1 %</source>
        <translation>节点 %1%</translation>
    </message>
    <message>
        <source>Whole-cluster availability vs fleet size</source>
        <translation>整个集群可用性与舰队规模</translation>
    </message>
    <message>
        <source>Nodes (log scale)</source>
        <translation>节点数（对数坐标）</translation>
    </message>
    <message>
        <source>All nodes up (%)</source>
        <translation>全部在线（%）</translation>
    </message>
    <message>
        <source>goodput at system MTBF %1</source>
        <translation>系统 MTBF %1 时的有效产出率</translation>
    </message>
    <message>
        <source>Goodput vs checkpoint interval</source>
        <translation>有效产出率与检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint interval (min, log)</source>
        <translation>检查点间隔（min，对数）</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>有效产出率（%）</translation>
    </message>
    <message>
        <source>τ = %1</source>
        <translation>τ = %1</translation>
    </message>
    <message numerus="yes">
        <source>Simulating %n run(s)…</source>
        <translation>
            <numerusform>正在模拟 %n 次运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>analytic %1 h</source>
        <translation>解析值 %1 h</translation>
    </message>
    <message>
        <source>%1 trials in %2 s on %3 threads. Wall time p5 / p50 / p95: %4 / %5 / %6 h. Goodput %7 ± %8 %. Interruptions: mean %9, p95 %10.</source>
        <translation>%1 次模拟，用时 %2 s，%3 个线程。墙钟时间 p5 / p50 / p95：%4 / %5 / %6 h。有效产出率 %7 ± %8%。中断次数：均值 %9，p95 %10。</translation>
    </message>
    <message numerus="yes">
        <source>plan: %n node(s)</source>
        <translation>
            <numerusform>方案：%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall time (h) of %n simulated run(s)</source>
        <translation>
            <numerusform>%n 次模拟运行的墙钟时间（h）</numerusform>
        </translation>
    </message>
    <message>
        <source>mean %1 h</source>
        <translation>均值 %1 h</translation>
    </message>
    <message>
        <source>Goodput: no system MTBF for this plan (see Issues)</source>
        <translation>有效产出率：此方案没有系统 MTBF（见校验问题）</translation>
    </message>
    <message>
        <source>Goodput: no training run (training.enabled = false)</source>
        <translation>有效产出率：没有训练运行（training.enabled = false）</translation>
    </message>
</context>
<context>
    <name>fleet::views::RooflineChartView</name>
    <message>
        <source>Roofline — %1</source>
        <translation>Roofline 图 — %1</translation>
    </message>
    <message>
        <source>Roofline — %1 vs %2 (dashed)</source>
        <translation>Roofline 图 — %1 对比 %2（虚线）</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度（FLOP/字节）</translation>
    </message>
    <message>
        <source>Attainable throughput (TFLOP/s)</source>
        <translation>可达 FLOP/s（TFLOP/s）</translation>
    </message>
    <message>
        <source>%1 ridge</source>
        <translation>%1 屋脊点</translation>
    </message>
    <message>
        <source>%1: %2 roof</source>
        <translation>%1：%2 性能上限</translation>
    </message>
    <message>
        <source>%1 (dashed)</source>
        <translation>%1（虚线）</translation>
    </message>
    <message>
        <source>%1: dashed roofs, one per precision, in the same colours</source>
        <translation>%1：虚线为各精度的性能上限，颜色与实线相同</translation>
    </message>
</context>
<context>
    <name>fleet::views::RooflineView</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Draw a second accelerator&apos;s roofs (dashed) for comparison</source>
        <translation>以虚线绘制另一加速器的性能上限作为对比</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>对比：</translation>
    </message>
</context>
<context>
    <name>fleet::views::SearchView</name>
    <message>
        <source>Run search</source>
        <translation>运行搜索</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Set every key of the selected configuration in the plan, as one undoable step</source>
        <translation>将所选配置的每个键写入方案，作为一个可撤销的步骤</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>变化项：</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor parallel 1, 2, 4, … up to two nodes</source>
        <translation>张量并行度 1、2、4、…，最多跨两个节点</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>ZeRO stage 0–3</source>
        <translation>ZeRO 阶段 0–3</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Nodes ×½ ×1 ×2</source>
        <translation>节点数 ×½ ×1 ×2</translation>
    </message>
    <message>
        <source>Half, the same and twice the plan&apos;s node count</source>
        <translation>方案节点数的一半、相同和两倍</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Every accelerator in the catalog</source>
        <translation>目录中的所有加速器</translation>
    </message>
    <message>
        <source>Design-space search: choose the keys to vary and press Run search</source>
        <translation>设计空间搜索：选择要变化的键，然后点击“运行搜索”</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>搜索已取消。</translation>
    </message>
    <message>
        <source>The plan changed since this search; run it again to search from the current plan.</source>
        <translation>自本次搜索以来方案已更改；请重新运行，以基于当前方案搜索。</translation>
    </message>
    <message>
        <source>Check at least one key to vary.</source>
        <translation>请至少勾选一个要变化的键。</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>无法搜索：%1</translation>
    </message>
    <message numerus="yes">
        <source>Searching %n configuration(s)…</source>
        <extracomment>%n configurations about to be evaluated</extracomment>
        <translation>
            <numerusform>正在搜索 %n 种配置…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 configurations, %2 valid, %3 on the Pareto front (%4 distinct); %5 s</source>
        <extracomment>%1 configurations, %2 valid, %3 on the front, %4 distinct points, %5 seconds</extracomment>
        <translation>%1 种配置，%2 种有效，%3 种位于帕累托前沿（%4 个不同点）；%5 s</translation>
    </message>
    <message>
        <source>No valid configuration</source>
        <translation>没有有效配置</translation>
    </message>
    <message>
        <source>Time to train (days)</source>
        <translation>训练时间（天）</translation>
    </message>
    <message>
        <source>Time (d)</source>
        <translation>时间（天）</translation>
    </message>
    <message>
        <source>Carbon (t)</source>
        <translation>碳排放（t）</translation>
    </message>
    <message>
        <source>Memory/GPU (GB)</source>
        <translation>每 GPU 显存（GB）</translation>
    </message>
    <message>
        <source>Select a configuration of the front first.</source>
        <translation>请先在前沿中选择一个配置。</translation>
    </message>
    <message>
        <source>Apply search configuration</source>
        <extracomment>undo-stack entry for applying a configuration found by the design-space search</extracomment>
        <translation>应用搜索到的配置</translation>
    </message>
    <message numerus="yes">
        <source>Applied: %n key(s) set as one undoable step.</source>
        <translation>
            <numerusform>已应用：%n 个键已作为一个可撤销步骤设置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Predict every combination of the checked keys from the layout and show the Pareto front of the run&apos;s time, cost and carbon</source>
        <translation>由并行布局预测所勾选键的每种组合，并显示运行时间、成本与碳排放的帕累托前沿</translation>
    </message>
    <message>
        <source>Micro-batch 1, 2, 4, 8, 16 sequences (the global batch is held: accumulation follows)</source>
        <translation>微批次大小 1、2、4、8、16 个序列（全局批次大小保持不变：梯度累积随之调整）</translation>
    </message>
    <message>
        <source>Interleave</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per rank 1, 2, 3, 4, 6</source>
        <translation>每 rank 虚拟流水线阶段数 1、2、3、4、6</translation>
    </message>
    <message>
        <source>Seq. parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Sequence parallelism off / on</source>
        <translation>序列并行 关 / 开</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective (attention core), full</source>
        <translation>激活重计算：无、选择性（注意力核心）、完全</translation>
    </message>
    <message>
        <source>Run cost ($ M)</source>
        <translation>运行成本（百万美元）</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>每步时间（s）</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU（%）</translation>
    </message>
    <message>
        <source>TCO ($ M)</source>
        <translation>TCO（百万美元）</translation>
    </message>
    <message>
        <source>Compute-optimal size</source>
        <translation>计算最优规模</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>The model size and tokens that minimise the loss for a compute budget (Chinchilla)</source>
        <translation>给定计算预算下使损失最小的模型规模与 token 数（Chinchilla）</translation>
    </message>
    <message>
        <source>Why the search&apos;s invalid configurations were rejected, with a count and an example</source>
        <translation>搜索中无效配置被拒绝的原因，附数量和示例</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <extracomment>tab title: the number of configurations the search rejected</extracomment>
        <translation>被拒绝（%1）</translation>
    </message>
    <message>
        <source>Pareto front: time vs cost (colour: carbon, t CO2e)</source>
        <translation>帕累托前沿：时间与成本（颜色：碳排放，t CO2e）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>legend of a carbon band of the Pareto front, %1 to %2 tonnes CO2e (the unit is in the chart&apos;s title)</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 t CO2e</source>
        <extracomment>legend of the front when every point has the same carbon, %1 tonnes CO2e</extracomment>
        <translation>%1 t CO2e</translation>
    </message>
    <message>
        <source>other</source>
        <extracomment>legend of the valid configurations off the Pareto front</extracomment>
        <translation>其他</translation>
    </message>
    <message>
        <source>Pipeline parallel: the divisors of the layer count up to 64 (and the powers of two when there are few). A Mixture-of-Experts plan also varies EP: powers of two dividing its experts, up to 64; a sequence of 8K tokens or more also varies CP: powers of two up to 32 that leave each rank 4K tokens or more (both follow this box)</source>
        <translation>流水线并行：层数的各个约数，最多 64（约数很少时再加上 2 的幂）。混合专家方案还会改变 EP：能整除专家数的 2 的幂，最多 64；序列长度达到 8K token 及以上时还会改变 CP：2 的幂，最多 32，且每个 rank 至少保留 4K token（两者都随此复选框开关）</translation>
    </message>
    <message>
        <source>Predicted time to train: %1 → %2.</source>
        <extracomment>%1, %2: the plan&apos;s predicted time to train before and after applying a search configuration</extracomment>
        <translation>预测训练时间：%1 → %2。</translation>
    </message>
    <message>
        <source>The plan keeps training.timeModel = book: its headline stays the book&apos;s chain, and the predicted time is training.predicted_wall_s.</source>
        <translation>方案保持 training.timeModel = book：首要结果仍是教材乘数链，预测时间见 training.predicted_wall_s。</translation>
    </message>
    <message>
        <source>Fastest layouts</source>
        <translation>最快布局</translation>
    </message>
    <message>
        <source>The fastest valid configurations and what differs between them: the alternatives a one-fleet front, a single point, does not show</source>
        <translation>最快的有效配置及其差异：单一集群的帕累托前沿只有一个点，看不到这些备选方案</translation>
    </message>
    <message>
        <source>plan</source>
        <extracomment>legend of the plan&apos;s own layout on the search&apos;s scatter</extracomment>
        <translation>方案</translation>
    </message>
    <message>
        <source>%1. On each fleet the run&apos;s cost and carbon grow in proportion to its time, so the front holds one layout per fleet: the Fastest layouts tab lists the runner-ups and how they differ.</source>
        <extracomment>%1: the search&apos;s counts (&quot;198,000 configurations, … 0.12 s&quot;)</extracomment>
        <translation>%1。在同一集群上，训练运行的成本和碳排放与其时间成正比，因此帕累托前沿每个集群只有一个布局：“最快布局”标签页列出其余候选及其差异。</translation>
    </message>
    <message>
        <source>Training layouts</source>
        <translation>训练布局</translation>
    </message>
    <message>
        <source>Serving configurations</source>
        <translation>服务配置</translation>
    </message>
    <message>
        <source>The parallel layouts of the training run: Pareto front of time, cost and carbon</source>
        <translation>训练运行的并行布局：时间、成本与碳排放的帕累托前沿</translation>
    </message>
    <message>
        <source>Accelerator × weight precision × TP × batch for the plan&apos;s serving workload, ranked by the accelerators the load needs or by cost</source>
        <translation>针对方案的推理服务负载搜索 加速器 × 权重精度 × TP × 批次大小，按负载所需加速器数或按成本排序</translation>
    </message>
    <message>
        <source>BF16 and the plan&apos;s narrow format: FP8 (or its recipe) or NVFP4</source>
        <translation>BF16 与方案的窄格式：FP8（或其配方）或 NVFP4</translation>
    </message>
</context>
<context>
    <name>fleet::views::ServingSearchPanel</name>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>the accelerator has no dense path for the precision</source>
        <translation>该加速器没有此精度的稠密计算路径</translation>
    </message>
    <message>
        <source>weights and one sequence do not fit the TP group</source>
        <translation>权重加一个序列放不进该 TP 组</translation>
    </message>
    <message>
        <source>the batch&apos;s KV cache does not fit</source>
        <translation>该批次的 KV 缓存放不下</translation>
    </message>
    <message>
        <source>the p99 time per output token misses its target</source>
        <translation>P99 每输出 Token 延迟未达目标</translation>
    </message>
    <message>
        <source>the p99 time to first token misses its target</source>
        <translation>P99 首 Token 延迟未达目标</translation>
    </message>
    <message>
        <source>the plan&apos;s accelerators cannot form one replica</source>
        <translation>方案的加速器不足以组成一个副本</translation>
    </message>
    <message>
        <source>no catalog price for the cost objective</source>
        <translation>目录中没有价格，无法按成本排序</translation>
    </message>
    <message>
        <source>KV capacity</source>
        <extracomment>what limits a serving configuration&apos;s batch: the KV cache that fits</extracomment>
        <translation>KV 容量</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <source>Every accelerator</source>
        <translation>所有加速器</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>最大批次</translation>
    </message>
    <message>
        <source>Run search</source>
        <translation>运行搜索</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Every accelerator in the catalog, each in its catalog node (fleet.node = auto); unchecked: the plan&apos;s accelerator only</source>
        <translation>目录中的每种加速器，各自使用其目录节点（fleet.node = auto）；不勾选：只用方案的加速器</translation>
    </message>
    <message>
        <source>Tensor parallel 1, 2, 4, … up to the accelerator&apos;s scale-up (NVLink) domain; unchecked: the plan&apos;s TP</source>
        <translation>张量并行 1、2、4……直到该加速器的纵向扩展（NVLink）域；不勾选：方案的 TP</translation>
    </message>
    <message>
        <source>Each configuration at the largest batch that meets the plan&apos;s p99 TTFT and TPOT targets and fits the KV cache; unchecked: the plan&apos;s serving.batch</source>
        <translation>每个配置取满足方案 P99 TTFT 与 TPOT 目标且 KV 缓存放得下的最大批次；不勾选：方案的 serving.batch</translation>
    </message>
    <message>
        <source>Fewest accelerators</source>
        <extracomment>serving search objective: fewest accelerators for the plan&apos;s load (most tokens/s per accelerator without one)</extracomment>
        <translation>加速器最少</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <extracomment>serving search objective</extracomment>
        <translation>每百万 Token 成本</translation>
    </message>
    <message>
        <source>Rank by the accelerators the plan&apos;s load needs (without a load: by output tokens/s per accelerator), or by the cost per million output tokens</source>
        <translation>按方案负载所需的加速器数排序（无负载时：按每加速器输出 Token/秒），或按每百万输出 Token 成本排序</translation>
    </message>
    <message>
        <source>Size the plan&apos;s serving workload on every combination of the checked choices</source>
        <translation>在所勾选选项的每种组合上确定方案推理服务负载的规模</translation>
    </message>
    <message>
        <source>Set the selected configuration&apos;s accelerator, weight precision, TP and batch in the plan, as one undoable step</source>
        <translation>将所选配置的加速器、权重精度、TP 和批次大小写入方案，作为一个可撤销步骤</translation>
    </message>
    <message>
        <source>Serving search: choose what to vary and press Run search.</source>
        <translation>服务配置搜索：选择要变化的项，然后点击“运行搜索”。</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>变化项：</translation>
    </message>
    <message>
        <source>Rank by:</source>
        <translation>排序依据：</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>Weights in %1 (inference.precision); an accelerator without a dense %1 path is rejected</source>
        <extracomment>%1: a weight precision (BF16, FP8, …)</extracomment>
        <translation>权重使用 %1（inference.precision）；没有 %1 稠密计算路径的加速器会被排除</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>搜索已取消。</translation>
    </message>
    <message>
        <source>The plan changed since this search; run it again to search from the current plan.</source>
        <translation>自本次搜索以来方案已更改；请重新运行，以基于当前方案搜索。</translation>
    </message>
    <message>
        <source>Check at least one weight precision.</source>
        <translation>请至少勾选一种权重精度。</translation>
    </message>
    <message>
        <source>Searching serving configurations…</source>
        <translation>正在搜索服务配置……</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>无法搜索：%1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速器数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Tokens/s per accel.</source>
        <translation>每加速器 Token/秒</translation>
    </message>
    <message>
        <source>p99 TTFT (ms)</source>
        <translation>P99 TTFT（毫秒）</translation>
    </message>
    <message>
        <source>p99 TPOT (ms)</source>
        <translation>P99 TPOT（毫秒）</translation>
    </message>
    <message>
        <source>$ per M tokens</source>
        <translation>每百万 Token 美元</translation>
    </message>
    <message>
        <source>Batch set by</source>
        <translation>批次上限来源</translation>
    </message>
    <message>
        <source>Output tokens per second per accelerator at the operating point</source>
        <translation>工作点处每加速器每秒输出 Token 数</translation>
    </message>
    <message>
        <source>Owning the serving fleet, per million output tokens (empty: no catalog price)</source>
        <translation>自有服务舰队每百万输出 Token 的成本（空：目录中无价格）</translation>
    </message>
    <message>
        <source>What stops a larger batch: the KV cache that fits, or a latency target</source>
        <translation>限制更大批次的因素：可容纳的 KV 缓存，或某个延迟目标</translation>
    </message>
    <message>
        <source>%1 (plan)</source>
        <extracomment>the rank of the plan&apos;s own configuration in the serving search&apos;s table, %1 its rank</extracomment>
        <translation>%1（方案）</translation>
    </message>
    <message>
        <source>The plan&apos;s own configuration</source>
        <translation>方案自身的配置</translation>
    </message>
    <message>
        <source>%1 configurations, %2 valid; %3 s.</source>
        <extracomment>%1 configurations searched, %2 valid, %3 seconds</extracomment>
        <translation>%1 个配置，%2 个有效；%3 秒。</translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s) for the load</source>
        <translation>
            <numerusform>负载需要 %n 个加速器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 output tokens/s per accelerator</source>
        <translation>每加速器 %1 输出 Token/秒</translation>
    </message>
    <message>
        <source>($%1 per million output tokens)</source>
        <extracomment>the cost of a serving configuration, %1 dollars per million output tokens</extracomment>
        <translation>（每百万输出 Token %1 美元）</translation>
    </message>
    <message>
        <source>No configuration meets the plan&apos;s targets: see why below.</source>
        <translation>没有配置满足方案的目标：原因见下方。</translation>
    </message>
    <message>
        <source>The plan: %1.</source>
        <extracomment>%1 the plan&apos;s serving accelerators or tokens/s per accelerator</extracomment>
        <translation>方案：%1。</translation>
    </message>
    <message>
        <source>(The plan&apos;s configuration is not among those searched or does not meet the targets.)</source>
        <translation>（方案自身的配置不在搜索范围内，或未满足目标。）</translation>
    </message>
    <message>
        <source>%1: %2 &lt;i&gt;(e.g. %3)&lt;/i&gt;</source>
        <extracomment>a reason serving configurations were rejected: %1 reason, %2 how many, %3 the first example</extracomment>
        <translation>%1：%2 &lt;i&gt;（例如 %3）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Rejected: %1</source>
        <extracomment>the serving search rejected no configuration</extracomment>
        <translation>已排除：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Select a configuration first.</source>
        <translation>请先选择一个配置。</translation>
    </message>
    <message>
        <source>Apply serving configuration</source>
        <extracomment>undo-stack entry for applying a configuration found by the serving search</extracomment>
        <translation>应用服务配置</translation>
    </message>
    <message>
        <source>Applied %1 as one undoable step.</source>
        <extracomment>%1 the configuration applied</extracomment>
        <translation>已应用 %1，作为一个可撤销步骤。</translation>
    </message>
    <message>
        <source>Accelerators for the load: %1 → %2.</source>
        <translation>负载所需加速器：%1 → %2。</translation>
    </message>
    <message>
        <source>Output tokens/s per accelerator: %1 → %2.</source>
        <translation>每加速器输出 Token/秒：%1 → %2。</translation>
    </message>
    <message>
        <source>Cost per million output tokens: $%1 → $%2.</source>
        <translation>每百万输出 Token 成本：%1 美元 → %2 美元。</translation>
    </message>
    <message>
        <source>Best: %1: %2%3.</source>
        <extracomment>%1 the best serving configuration, %2 its accelerators or tokens/s, %3 its cost (or nothing)</extracomment>
        <translation>最佳：%1：%2%3。</translation>
    </message>
    <message>
        <source>%1 %2, %3, batch %4</source>
        <extracomment>a serving configuration: %1 accelerator, %2 weight precision, %3 the replica&apos;s layout (&quot;TP 8 × CP 16&quot;), %4 batch</extracomment>
        <translation>%1 %2，%3，批次 %4</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>A replica&apos;s layout: its tensor-parallel size, × EP where the experts spread over several TP groups, × CP where several TP groups share each sequence (sorted by accelerators per replica)</source>
        <translation>副本的布局：张量并行规模；专家分布在多个 TP 组上时 × EP；多个 TP 组共享每个序列时 × CP（按每个副本的加速器数排序）</translation>
    </message>
    <message>
        <source>Tokens/s per accelerator</source>
        <translation>每加速器 tokens/s 最高</translation>
    </message>
</context>
<context>
    <name>fleet::views::ServingView</name>
    <message>
        <source>Serving fleet</source>
        <translation>推理服务舰队</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Draw a second accelerator&apos;s curve (dashed) at the same tensor-parallel size</source>
        <translation>以相同的张量并行度绘制第二种加速器的曲线（虚线）</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>对比：</translation>
    </message>
    <message>
        <source>No serving model: the accelerator has no dense %1 path, or a catalog id is unknown (see the Issues list).</source>
        <translation>无推理服务模型：该加速器没有 %1 稠密计算路径，或某个目录 ID 未知（见校验问题列表）。</translation>
    </message>
    <message>
        <source>Nothing fits: the weights and one %1-token sequence do not fit a tensor-parallel group of %2 (see the Issues list).</source>
        <translation>无法容纳：权重与一个 %1 Token 的序列放不进 %2 的张量并行组（见校验问题列表）。</translation>
    </message>
    <message>
        <source>%1 has no dense %2 path.</source>
        <translation>%1 没有 %2 稠密计算路径。</translation>
    </message>
    <message>
        <source>The load needs %1 of them (plan: %2).</source>
        <extracomment>%1 and %2 accelerators</extracomment>
        <translation>该负载需要 %1 个（方案：%2）。</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>the KV-cache capacity sets the batch</source>
        <translation>批次由 KV 缓存容量决定</translation>
    </message>
    <message>
        <source>the p99 time per output token sets the batch</source>
        <translation>批次由 P99 每输出 Token 延迟决定</translation>
    </message>
    <message>
        <source>the p99 time to first token sets the batch</source>
        <translation>批次由 P99 首 Token 延迟决定</translation>
    </message>
    <message>
        <source>a target or the batch cannot be met (see the Issues list)</source>
        <translation>某个目标或批次无法满足（见校验问题列表）</translation>
    </message>
    <message>
        <source>&lt;b&gt;At the load&lt;/b&gt; of %1 requests/s: p99 time to first token %2, p99 time per output token %3.</source>
        <translation>&lt;b&gt;在 %1 请求/秒的负载下&lt;/b&gt;：P99 首 Token 延迟 %2，P99 每输出 Token 延迟 %3。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No load given&lt;/b&gt;: the plan&apos;s own accelerators serve at the operating point; p99 time to first token %1, p99 time per output token %2.</source>
        <translation>&lt;b&gt;未给定负载&lt;/b&gt;：由方案自身的加速器在工作点提供推理服务；P99 首 Token 延迟 %1，P99 每输出 Token 延迟 %2。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Fleet&lt;/b&gt;: %1 × the replica above = %2 accelerators in %n node(s); %3 at the facility; %4 t CO2e per year.</source>
        <translation>
            <numerusform>&lt;b&gt;舰队&lt;/b&gt;：%1 × 上述副本 = %2 个加速器，共 %n 个节点；设施总功率 %3；每年 %4 吨 CO2e。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost&lt;/b&gt;: $%1 per million output tokens owned (TCO), $%2 rented.</source>
        <extracomment>%1 and %2 US dollars per million output tokens</extracomment>
        <translation>&lt;b&gt;成本&lt;/b&gt;：自建（TCO）每百万输出 Token %1 美元，租用 %2 美元。</translation>
    </message>
    <message>
        <source>p99 TPOT (ms)</source>
        <translation>P99 TPOT（毫秒）</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/秒</translation>
    </message>
    <message>
        <source>p99 TTFT (s)</source>
        <translation>P99 TTFT（秒）</translation>
    </message>
    <message>
        <source>Output tokens/s per accelerator against the p99 time per output token (TPOT), one curve per accelerator as the batch grows; both axes logarithmic</source>
        <translation>每加速器输出 Token/秒与 P99 每输出 Token 延迟（TPOT）的关系，每种加速器一条曲线，随批次增大；两轴均为对数坐标</translation>
    </message>
    <message>
        <source>Output tokens/s per accelerator against the p99 time to first token (TTFT), one curve per accelerator as the batch grows; both axes logarithmic</source>
        <translation>每加速器输出 Token/秒与 P99 首 Token 延迟（TTFT）的关系，每种加速器一条曲线，随批次增大；两轴均为对数坐标</translation>
    </message>
    <message>
        <source>Tokens/s per accelerator vs p99 TPOT</source>
        <translation>每加速器 Token/秒与 P99 TPOT</translation>
    </message>
    <message>
        <source>Tokens/s per accelerator vs p99 TTFT</source>
        <translation>每加速器 Token/秒与 P99 TTFT</translation>
    </message>
    <message>
        <source>serving.batch sets the batch (the plan&apos;s choice)</source>
        <translation>批次由 serving.batch 决定（方案设定）</translation>
    </message>
    <message>
        <source>TP %1 × EP %2</source>
        <extracomment>A serving replica&apos;s layout with expert parallelism: %1 TP size, %2 EP size</extracomment>
        <translation>TP %1 × EP %2</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>%1 × batch %2</source>
        <extracomment>Operating point marker: %1 the replica&apos;s layout (&quot;TP 8&quot; or &quot;TP 1 × EP 144&quot;), %2 batch</extracomment>
        <translation>%1 × 批次 %2</translation>
    </message>
    <message>
        <source>%1 does not hold the model at %2.</source>
        <extracomment>%1 accelerator, %2 the replica&apos;s layout (&quot;TP 8&quot; or &quot;TP 1 × EP 144&quot;)</extracomment>
        <translation>%1 在 %2 下容纳不了该模型。</translation>
    </message>
    <message>
        <source>%1 at %2: %3 output tokens/s per accelerator (plan: %4).</source>
        <extracomment>%1 accelerator, %2 the replica&apos;s layout (&quot;TP 8&quot; or &quot;TP 1 × EP 144&quot;), %3 and %4 output tokens/s per accelerator</extracomment>
        <translation>%1 在 %2 下：每加速器 %3 输出 Token/秒（方案：%4）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Operating point&lt;/b&gt;: %1 × batch %2 per replica; %3. %4 output tokens/s per accelerator.</source>
        <extracomment>%1 the replica&apos;s layout (&quot;TP 8&quot; or &quot;TP 1 × EP 144&quot;), %2 batch, %3 what sets it, %4 tokens/s</extracomment>
        <translation>&lt;b&gt;工作点&lt;/b&gt;：每副本 %1 × 批次 %2；%3。每加速器 %4 输出 Token/秒。</translation>
    </message>
    <message>
        <source>%1, decode replicas</source>
        <extracomment>Legend suffix when prefill is disaggregated: the curves are the decode replicas&apos; (%1 the accelerator&apos;s name)</extracomment>
        <translation>%1，解码副本</translation>
    </message>
    <message>
        <source>&lt;b&gt;Prefill pool&lt;/b&gt;: %1 × %2 = %3 accelerators, %4 input tokens/s each, %5 % busy; KV hand-off %6.</source>
        <extracomment>Disaggregated serving: %1 prefill replicas, %2 their layout (&quot;TP 1 × EP 32&quot;), %3 accelerators, %4 input tokens/s per accelerator, %5 busy share in percent, %6 KV hand-off time</extracomment>
        <translation>&lt;b&gt;预填充池&lt;/b&gt;：%1 × %2 = %3 个加速器，每个 %4 输入 Token/s，%5 % 忙碌；KV 移交 %6。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Fleet&lt;/b&gt;: %1 decode replicas + prefill pool = %2 accelerators in %n node(s); %3 at the facility; %4 t CO2e per year.</source>
        <extracomment>%n nodes; %1 replicas (of the layout shown above), %2 accelerators, %3 facility power, %4 t CO2e per year</extracomment>
        <translation>
            <numerusform>&lt;b&gt;集群&lt;/b&gt;：%1 个解码副本 + 预填充池 = %n 个节点中的 %2 个加速器；设施功率 %3；每年 %4 t CO2e。</numerusform>
        </translation>
    </message>
    <message>
        <source>TP %1 × CP %2</source>
        <extracomment>A serving replica&apos;s layout with context parallelism: %1 TP size, %2 CP size (TP groups sharing each sequence)</extracomment>
        <translation>TP %1 × CP %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Experts&lt;/b&gt;: a decode step at this batch touches %1 of the %2 routed experts of each MoE layer and reads %3 % of their weights.</source>
        <extracomment>Mixture-of-Experts: %1 experts a decode step touches, %2 routed experts per MoE layer, %3 percent</extracomment>
        <translation>&lt;b&gt;专家&lt;/b&gt;：该批次下一次解码步在每个 MoE 层触及 %2 个路由专家中的 %1 个，读取其权重的 %3 %。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention groups&lt;/b&gt;: the %1 groups of a replica step together; prompts are dealt evenly, %2 per group and iteration (serving.promptBalance = balanced).</source>
        <extracomment>Expert parallelism: %1 attention groups of a replica, %2 prompts per group and iteration on average, %3 prompts the busiest group holds</extracomment>
        <translation>&lt;b&gt;注意力组&lt;/b&gt;：一个副本的 %1 个组锁步推进；提示词被均匀分配，每组每次迭代 %2 个（serving.promptBalance = balanced）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention groups&lt;/b&gt;: the %1 groups of a replica step together and each refills its own slots: %2 prompts per group and iteration on average, but each iteration waits for the busiest group, which holds %3 (serving.promptBalance = per-rank).</source>
        <translation>&lt;b&gt;注意力组&lt;/b&gt;：一个副本的 %1 个组锁步推进，各自补入自己空出的槽位：平均每组每次迭代 %2 个提示词，但每次迭代都要等待最忙的组，它持有 %3 个（serving.promptBalance = per-rank）。</translation>
    </message>
</context>
<context>
    <name>fleet::views::StaircaseChartView</name>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>纵向扩展</translation>
    </message>
    <message>
        <source>Host (PCIe)</source>
        <translation>主机（PCIe）</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>横向扩展</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Bandwidth staircase (per direction)</source>
        <translation>带宽阶梯（单向）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>延迟（µs）</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Latency (α)</source>
        <translation>延迟（α）</translation>
    </message>
</context>
<context>
    <name>fleet::views::StaircaseView</name>
    <message>
        <source>Message moved across every tier (analysis.messageBytes), in bytes; 1e10 = 10 GB</source>
        <translation>经过每一层级传输的消息（analysis.messageBytes），单位字节；1e10 = 10 GB</translation>
    </message>
    <message>
        <source>Message size:</source>
        <translation>消息大小：</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Bandwidth / direction</source>
        <translation>单向带宽</translation>
    </message>
    <message>
        <source>Latency α</source>
        <translation>延迟 α</translation>
    </message>
    <message>
        <source>Transfer time</source>
        <translation>传输时间</translation>
    </message>
    <message>
        <source>Cliff to next tier</source>
        <translation>到下一层级的带宽断崖</translation>
    </message>
</context>
<context>
    <name>fleet::views::SummaryPanel</name>
    <message>
        <source>&lt;b&gt;Binding constraints&lt;/b&gt;</source>
        <translation>&lt;b&gt;约束瓶颈&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click for the derivation of %1</source>
        <translation>点击查看 %1 的推导</translation>
    </message>
    <message>
        <source>None: nothing in this plan is out of bounds.</source>
        <translation>无：本方案没有超出限制的项。</translation>
    </message>
</context>
<context>
    <name>fleet::views::TabListButton</name>
    <message>
        <source>All tabs</source>
        <translation>所有标签页</translation>
    </message>
</context>
<context>
    <name>fleet::views::TcoView</name>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>No cost model: the catalog has no price for this plan&apos;s hardware (see Issues)</source>
        <translation>无成本模型：目录中没有本方案硬件的价格（见校验问题）</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Cost per year: $%1 M total over %2 years</source>
        <translation>每年成本：%2 年合计 %1 百万美元</translation>
    </message>
    <message>
        <source>$ M per year</source>
        <translation>每年百万美元</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Maint.</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Rent at $%1/h</source>
        <translation>按 %1 美元/小时租用</translation>
    </message>
    <message>
        <source>break-even %1 %</source>
        <translation>盈亏平衡 %1%</translation>
    </message>
    <message>
        <source>plan at %1 %</source>
        <translation>方案 %1%</translation>
    </message>
    <message>
        <source>Build vs buy over %1 years</source>
        <translation>%1 年内自建与租用</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Total cost ($ M)</source>
        <translation>总成本（百万美元）</translation>
    </message>
    <message>
        <source>Sensitivity of total cost to ±20 %</source>
        <translation>总成本对 ±20% 变化的敏感性</translation>
    </message>
    <message>
        <source>Δ total cost ($ M)</source>
        <translation>总成本变化 Δ（百万美元）</translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation>输入 −20%</translation>
    </message>
    <message>
        <source>input +20 %</source>
        <translation>输入 +20%</translation>
    </message>
    <message numerus="yes">
        <source>Build vs buy over %n year(s)</source>
        <translation>
            <numerusform>%n 年内自建与租用</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::TrainingView</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>TP comm</source>
        <translation>TP 通信</translation>
    </message>
    <message>
        <source>PP bubble</source>
        <translation>PP 气泡</translation>
    </message>
    <message>
        <source>PP comm</source>
        <translation>PP 通信</translation>
    </message>
    <message>
        <source>DP comm</source>
        <translation>DP 通信</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3, V %4, b %5</source>
        <translation>TP %1 × PP %2 × DP %3, V %4, b %5</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Predicted MFU against pipeline depth for each micro-batch size: the fleet and the global batch kept, DP derived, no interleaving</source>
        <translation>各微批次大小下，预测 MFU 随流水线深度的变化：舰队与全局批次大小不变，DP 由此推出，不使用交错</translation>
    </message>
    <message>
        <source>Training time predicted from the layout and the hardware (training.timeModel = predicted): training.wall_s = steps × step time / goodput × (1 + maintenance).</source>
        <translation>训练时间由并行布局与硬件预测（training.timeModel = predicted）：training.wall_s = 步数 × 每步时间 / 有效产出率 × (1 + 维护开销)。</translation>
    </message>
    <message>
        <source>The book&apos;s overhead chain sets training.wall_s (training.timeModel = book); the prediction from the layout is shown for comparison (training.predicted_wall_s).</source>
        <translation>training.wall_s 由教材的开销乘数链决定（training.timeModel = book）；由并行布局得出的预测值仅供对比（training.predicted_wall_s）。</translation>
    </message>
    <message>
        <source>fits in HBM</source>
        <translation>HBM 可容纳</translation>
    </message>
    <message>
        <source>exceeds HBM</source>
        <translation>超出 HBM</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Accelerators (log)</source>
        <translation>加速器数（对数）</translation>
    </message>
    <message>
        <source>Predicted MFU (%)</source>
        <translation>预测 MFU（%）</translation>
    </message>
    <message numerus="yes">
        <source>Strong scaling at %n sequences per step</source>
        <translation>
            <numerusform>强扩展（每步 %n 个序列）</numerusform>
        </translation>
    </message>
    <message>
        <source>b = %1</source>
        <extracomment>a micro-batch size, as the legend of a line</extracomment>
        <translation>b = %1</translation>
    </message>
    <message>
        <source>plan&apos;s PP (V = 1)</source>
        <translation>方案的 PP（V = 1）</translation>
    </message>
    <message>
        <source>Pipeline depth: no layout can be stepped</source>
        <translation>流水线深度：没有可计算每步时间的并行布局</translation>
    </message>
    <message>
        <source>Pipeline stages (log)</source>
        <translation>流水线阶段数（对数）</translation>
    </message>
    <message>
        <source>MFU vs pipeline depth (TP %1, DP derived)</source>
        <translation>MFU 与流水线深度（TP %1，DP 由此推出）</translation>
    </message>
    <message>
        <source>Search pick</source>
        <translation>搜索选中配置</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>One optimizer step of one global batch, predicted from the layout and the hardware (training.step_s and its parts, seconds).
Plan: %1%2</source>
        <translation>一个全局批次的一个优化器步，由并行布局与硬件预测（training.step_s 及其组成，单位：秒）。
方案：%1%2</translation>
    </message>
    <message>
        <source>
Search pick: %1</source>
        <translation>
搜索选中配置：%1</translation>
    </message>
    <message>
        <source>Step time: the layout cannot be stepped (see Issues)</source>
        <translation>每步时间：该并行布局无法计算每步时间（见校验问题）</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <source>Step time %1: %2</source>
        <extracomment>%1 the predicted step time, %2 the plan&apos;s layout</extracomment>
        <translation>每步时间 %1：%2</translation>
    </message>
    <message>
        <source>Step time (predicted)</source>
        <translation>每步时间（预测）</translation>
    </message>
    <message>
        <source>EP all-to-all</source>
        <translation>EP AllToAll</translation>
    </message>
    <message>
        <source>%1, EP %2</source>
        <extracomment>the expert-parallel degree of a Mixture-of-Experts layout, after the layout</extracomment>
        <translation>%1，EP %2</translation>
    </message>
    <message>
        <source>CP K/V ring</source>
        <translation>CP K/V 环</translation>
    </message>
    <message>
        <source>TP %1 × CP %6 × PP %2 × DP %3, V %4, b %5</source>
        <extracomment>a parallel layout: tensor × pipeline × data parallel, virtual stages, micro-batch</extracomment>
        <translation>TP %1 × CP %6 × PP %2 × DP %3, V %4, b %5</translation>
    </message>
    <message>
        <source>MFU vs pipeline depth (TP %1, CP %2, DP derived)</source>
        <translation>MFU 与流水线深度（TP %1，CP %2，DP 由此推出）</translation>
    </message>
    <message>
        <source>Predicted MFU as the fleet grows at the plan&apos;s global batch (strong scaling): TP, CP and PP kept, DP = accelerators / (TP × CP × PP)</source>
        <translation>在方案的全局批次下随舰队扩大的预测 MFU（强扩展）：TP、CP 与 PP 保持不变，DP = 加速器数 / (TP × CP × PP)</translation>
    </message>
    <message>
        <source>Strong scaling: no layout of TP %1 × CP %3 × PP %2 can be stepped on these fleets</source>
        <translation>强扩展：在这些舰队上，TP %1 × CP %3 × PP %2 的布局都无法计算单步时间</translation>
    </message>
    <message>
        <source>This plan trains nothing (training.enabled = false): a serving-only plan, whose fleet the Serving tab sizes. Check Train a model in the Training job section to plan a training run.</source>
        <translation>本方案不训练模型（training.enabled = false）：这是仅推理服务的方案，其集群规模见“推理服务”标签页。要规划训练运行，请在“训练作业”部分勾选“训练模型”。</translation>
    </message>
    <message>
        <source>No training job (training.enabled = false)</source>
        <translation>没有训练作业（training.enabled = false）</translation>
    </message>
</context>
<context>
    <name>fleet::views::WorkloadTable</name>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>算术强度</translation>
    </message>
    <message>
        <source>Attainable</source>
        <translation>可达 FLOP/s</translation>
    </message>
    <message>
        <source>Of peak</source>
        <translation>占峰值</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>memory (ridge %1)</source>
        <translation>内存（屋脊点 %1）</translation>
    </message>
    <message>
        <source>compute (ridge %1)</source>
        <translation>计算（屋脊点 %1）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan machine-learning fleets.</source>
        <translation>规划机器学习舰队。</translation>
    </message>
    <message>
        <source>Use the built-in catalog only.</source>
        <translation>仅使用内置目录。</translation>
    </message>
    <message>
        <source>Save a PNG of the main window and quit.</source>
        <translation>保存主窗口的 PNG 截图后退出。</translation>
    </message>
    <message>
        <source>Show the centre tab with this index.</source>
        <translation>显示此索引的中央标签页。</translation>
    </message>
    <message>
        <source>With --screenshot: run the Monte Carlo first.</source>
        <translation>与 --screenshot 一起使用：先运行蒙特卡洛模拟。</translation>
    </message>
    <message>
        <source>Open the Compare tab against this preset.</source>
        <translation>打开对比标签页，与此预设方案对比。</translation>
    </message>
    <message>
        <source>User-interface language: zh_CN or en (default: the preference, else the system language).</source>
        <extracomment>Do not translate &quot;zh_CN&quot; and &quot;en&quot;: they are the values of the option.</extracomment>
        <translation>界面语言：zh_CN 或 en（默认：首选项设置，否则跟随系统语言）。</translation>
    </message>
    <message>
        <source>A .fleetplan file to open.</source>
        <translation>要打开的 .fleetplan 文件。</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos;; use zh_CN or en</source>
        <translation>--lang：未知语言“%1”；请使用 zh_CN 或 en</translation>
    </message>
    <message>
        <source>FleetPlanner cannot start</source>
        <translation>FleetPlanner 无法启动</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>无法对比</translation>
    </message>
    <message>
        <source>Print the time from start to the shown, evaluated main window and the resident memory, then quit.</source>
        <translation>输出从启动到主窗口显示并完成计算所用的时间以及常驻内存，然后退出。</translation>
    </message>
    <message>
        <source>Start in lecture mode (large fonts, high contrast).</source>
        <translation>以授课模式启动（大字体、高对比度）。</translation>
    </message>
    <message>
        <source>Open the textbook examples and load this example.</source>
        <translation>打开教材例题并加载此例题。</translation>
    </message>
    <message>
        <source>With --example: show this step (from 1).</source>
        <translation>与 --example 一起使用：显示此步骤（从 1 开始）。</translation>
    </message>
    <message>
        <source>With --screenshot: window size (default 1366x768).</source>
        <translation>与 --screenshot 一起使用：窗口大小（默认 1366x768）。</translation>
    </message>
    <message>
        <source>Autosave unsaved changes every N seconds (default: the setting, 30).</source>
        <translation>每 N 秒自动保存未保存的更改（默认：首选项中的设置，30）。</translation>
    </message>
    <message>
        <source>Recover plans autosaved by a crashed session without asking.</source>
        <translation>不经询问，直接恢复崩溃会话自动保存的方案。</translation>
    </message>
    <message>
        <source>Apply KEY=VALUE as an edit after start (repeatable).</source>
        <translation>启动后将 KEY=VALUE 作为一次编辑应用（可重复）。</translation>
    </message>
    <message>
        <source>Write the plan as it is after start-up (recovery, --set) to this file and quit.</source>
        <translation>将启动后（经恢复、--set 处理后）的方案写入此文件，然后退出。</translation>
    </message>
    <message>
        <source>--set expects KEY=VALUE, got &apos;%1&apos;</source>
        <translation>--set 需要 KEY=VALUE，实际为“%1”</translation>
    </message>
    <message>
        <source>Cannot load the example</source>
        <translation>无法加载例题</translation>
    </message>
    <message>
        <source>No textbook example &apos;%1&apos;.</source>
        <translation>没有教材例题“%1”。</translation>
    </message>
    <message>
        <source>Overlay this catalog accelerator on the Roofline and Serving tabs.</source>
        <translation>在 Roofline 和推理服务标签页上叠加此目录加速器。</translation>
    </message>
    <message>
        <source>Use this user catalog (SQLite) instead of the default one.</source>
        <translation>使用此自定义目录（SQLite）代替默认目录。</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number from %3 to %4</source>
        <translation>--%1：“%2”不是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not WIDTHxHEIGHT with each from %2 to %3 pixels</source>
        <translation>--size：“%1”不是“宽x高”格式，或某一边不在 %2 到 %3 像素之间</translation>
    </message>
    <message>
        <source>With --screenshot: run the design-space search first (a serving-only plan: the serving search).</source>
        <translation>与 --screenshot 一起使用：先运行设计空间搜索（仅服务方案：运行服务配置搜索）。</translation>
    </message>
    <message>
        <source>With --tab: show this page of the tab&apos;s own pages (the Fabric tab&apos;s Traffic: 1).</source>
        <translation>与 --tab 一起使用：显示该标签页内部的第几页（网络结构标签页的流量页：1）。</translation>
    </message>
</context>
</TS>
