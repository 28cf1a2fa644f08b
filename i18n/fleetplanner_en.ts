<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>fleet::views::CompareView</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: %n result(s) shown.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: %n result shown.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: %n results shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::ReliabilityView</name>
    <message numerus="yes">
        <source>Simulating %n run(s)…</source>
        <translation>
            <numerusform>Simulating %n run…</numerusform>
            <numerusform>Simulating %n runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock time of %n simulated run(s)</source>
        <translation>
            <numerusform>Wall-clock time of %n simulated run</numerusform>
            <numerusform>Wall-clock time of %n simulated runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plan: %n node(s)</source>
        <translation>
            <numerusform>plan: %n node</numerusform>
            <numerusform>plan: %n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::TcoView</name>
    <message numerus="yes">
        <source>Build vs buy over %n year(s)</source>
        <translation>
            <numerusform>Build vs buy over %n year</numerusform>
            <numerusform>Build vs buy over %n years</numerusform>
        </translation>
    </message>
</context>
</TS>
