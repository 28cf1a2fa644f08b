<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>fleet::views::CompareView</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: %n result(s) shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::ReliabilityView</name>
    <message numerus="yes">
        <source>Simulating %n run(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall-clock time of %n simulated run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
