<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ReportContent</name>
    <message numerus="yes">
        <source>%n node(s) per rack</source>
        <translation>
            <numerusform>%n node per rack</numerusform>
            <numerusform>%n nodes per rack</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::app::FileController</name>
    <message numerus="yes">
        <source>Wrote %n hardware row(s) to %1</source>
        <translation>
            <numerusform>Wrote %n hardware row to %1</numerusform>
            <numerusform>Wrote %n hardware rows to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add the %n hardware row(s) this plan carries to your user catalog (%1)? The plan uses them either way; added, every plan can.</source>
        <translation>
            <numerusform>Add the %n hardware row this plan carries to your user catalog (%1)? The plan uses it either way; added, every plan can.</numerusform>
            <numerusform>Add the %n hardware rows this plan carries to your user catalog (%1)? The plan uses them either way; added, every plan can.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::app::RecoveryController</name>
    <message numerus="yes">
        <source>Discarded %n autosaved plans</source>
        <translation>
            <numerusform>Discarded %n autosaved plan</numerusform>
            <numerusform>Discarded %n autosaved plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FleetPlanner did not close properly. It autosaved %n plans with unsaved changes:</source>
        <translation>
            <numerusform>FleetPlanner did not close properly. It autosaved %n plan with unsaved changes:</numerusform>
            <numerusform>FleetPlanner did not close properly. It autosaved %n plans with unsaved changes:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::CatalogWindow</name>
    <message numerus="yes">
        <source>Import %n %1 row(s) from %2</source>
        <translation>
            <numerusform>Import %n %1 row from %2</numerusform>
            <numerusform>Import %n %1 rows from %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n row(s) from %1</source>
        <translation>
            <numerusform>Imported %n row from %1</numerusform>
            <numerusform>Imported %n rows from %1</numerusform>
        </translation>
    </message>
</context>
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
    <name>fleet::views::FastestLayoutsPanel</name>
    <message numerus="yes">
        <source>The %n fastest valid configuration(s), fastest first; pick one to ring it on the chart and Apply it.</source>
        <translation>
            <numerusform>%n valid configuration; pick it to ring it on the chart and Apply it.</numerusform>
            <numerusform>The %n fastest valid configurations, fastest first; pick one to ring it on the chart and Apply it.</numerusform>
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
        <source>plan: %n node(s)</source>
        <translation>
            <numerusform>plan: %n node</numerusform>
            <numerusform>plan: %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wall time (h) of %n simulated run(s)</source>
        <translation>
            <numerusform>Wall time (h) of %n simulated run</numerusform>
            <numerusform>Wall time (h) of %n simulated runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::SearchView</name>
    <message numerus="yes">
        <source>Searching %n configuration(s)…</source>
        <extracomment>%n configurations about to be evaluated</extracomment>
        <translation>
            <numerusform>Searching %n configuration…</numerusform>
            <numerusform>Searching %n configurations…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied: %n key(s) set as one undoable step.</source>
        <translation>
            <numerusform>Applied: %n key set as one undoable step.</numerusform>
            <numerusform>Applied: %n keys set as one undoable step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::ServingSearchPanel</name>
    <message numerus="yes">
        <source>%n accelerator(s) for the load</source>
        <translation>
            <numerusform>%n accelerator for the load</numerusform>
            <numerusform>%n accelerators for the load</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::views::ServingView</name>
    <message numerus="yes">
        <source>&lt;b&gt;Fleet&lt;/b&gt;: %1 × the replica above = %2 accelerators in %n node(s); %3 at the facility; %4 t CO2e per year.</source>
        <translation>
            <numerusform>&lt;b&gt;Fleet&lt;/b&gt;: %1 × the replica above = %2 accelerators in %n node; %3 at the facility; %4 t CO2e per year.</numerusform>
            <numerusform>&lt;b&gt;Fleet&lt;/b&gt;: %1 × the replica above = %2 accelerators in %n nodes; %3 at the facility; %4 t CO2e per year.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Fleet&lt;/b&gt;: %1 decode replicas + prefill pool = %2 accelerators in %n node(s); %3 at the facility; %4 t CO2e per year.</source>
        <extracomment>%n nodes; %1 replicas (of the layout shown above), %2 accelerators, %3 facility power, %4 t CO2e per year</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Fleet&lt;/b&gt;: %1 decode replicas + prefill pool = %2 accelerators in %n node; %3 at the facility; %4 t CO2e per year.</numerusform>
            <numerusform>&lt;b&gt;Fleet&lt;/b&gt;: %1 decode replicas + prefill pool = %2 accelerators in %n nodes; %3 at the facility; %4 t CO2e per year.</numerusform>
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
<context>
    <name>fleet::views::TrainingView</name>
    <message numerus="yes">
        <source>Strong scaling at %n sequences per step</source>
        <translation>
            <numerusform>Strong scaling at %n sequence per step</numerusform>
            <numerusform>Strong scaling at %n sequences per step</numerusform>
        </translation>
    </message>
</context>
</TS>
