// The cooling and serving issues, the last ones the sites formatted themselves (issue #12): each code renders,
// byte for byte, the English text its site's fmt::format wrote (the expected strings are the CLI's output for the
// presets and variants in the comments, before the codes existed), including the 9-parameter messages.
#include "results/IssueTemplates.h"

#include <QTest>

using namespace fleet;

namespace {

const std::string kH100 = "NVIDIA H100 SXM5 80GB";
const std::string kLegacyAir = "Legacy room air (raised floor, perforated tiles)";
const std::string kAir = "Engineered air (hot/cold-aisle containment, high static pressure)";

} // namespace

class TestIssueTemplatesServing : public QObject {
    Q_OBJECT
private slots:
    void parameterCounts()
    {
        QCOMPARE(Issue::kMaxArgs, 9);
        QCOMPARE(issueArgCount(IssueCode::CoolingThrottles), 9);
        QCOMPARE(issueArgCount(IssueCode::CoolingThrottlesNodeTooHot), 9);
        QCOMPARE(issueArgCount(IssueCode::CoolingThrottlesNoCooling), 6);
        QCOMPARE(issueArgCount(IssueCode::CoolingThrottlesNoCoolingNodeTooHot), 6);
        QCOMPARE(issueArgCount(IssueCode::CoolingStarves), 9);
        QCOMPARE(issueArgCount(IssueCode::CoolingStarvesNodeTooHot), 9);
        QCOMPARE(issueArgCount(IssueCode::CoolingStarvesNoCooling), 6);
        QCOMPARE(issueArgCount(IssueCode::CoolingStarvesNoCoolingNodeTooHot), 6);
        QCOMPARE(issueArgCount(IssueCode::ServingNoPrice), 2);
        QCOMPARE(issueArgCount(IssueCode::ServingSizedForLoad), 6);
        QCOMPARE(issueArgCount(IssueCode::ServingNoLoadOffline), 3);
        QCOMPARE(issueArgCount(IssueCode::ServingNoLoadTargets), 3);
        QCOMPARE(issueArgCount(IssueCode::ServingFleetBelowOneReplica), 2);
        QCOMPARE(issueArgCount(IssueCode::ServingGenericCalibration), 3);
        QCOMPARE(issueArgCount(IssueCode::ServingTpSpansNodes), 6);
        QCOMPARE(issueArgCount(IssueCode::ServingTpKvTooSmall), 7);
        QCOMPARE(issueArgCount(IssueCode::ServingTpKvTooSmallNoTpFits), 7);
        QCOMPARE(issueArgCount(IssueCode::ServingTpWeightsTooLarge), 7);
        QCOMPARE(issueArgCount(IssueCode::ServingTpWeightsTooLargeNoTpFits), 7);
        QCOMPARE(issueArgCount(IssueCode::ServingWeightsDoNotFitNode), 8);
        QCOMPARE(issueArgCount(IssueCode::ServingBookBatchDoesNotFit), 8);
        QCOMPARE(issueArgCount(IssueCode::ServingBatchTooLarge), 4);
        QCOMPARE(issueArgCount(IssueCode::ServingTpotUnmet), 7);
        QCOMPARE(issueArgCount(IssueCode::ServingTpotUnmetAtBatch), 8);
        QCOMPARE(issueArgCount(IssueCode::ServingTtftUnmet), 8);
        QCOMPARE(issueArgCount(IssueCode::ServingTtftUnmetAtBatch), 9);
        QCOMPARE(issueArgCount(IssueCode::ServingBetterTpForLoad), 4);
        QCOMPARE(issueArgCount(IssueCode::ServingBetterTpThroughput), 4);
        QCOMPARE(issueArgCount(IssueCode::ServingBetterTpMeetingTargets), 4);
    }

    void rendersTodaysText_data()
    {
        QTest::addColumn<QString>("rendered");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, const Issue& i, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(render(i)) << QString::fromUtf8(expected);
        };
        const auto W = Severity::Warning;
        const auto I = Severity::Info;
        // Cooling: another cooling type or none, fewer nodes per rack or not (fleet.cooling=air-legacy, …).
        row("cooling, another type, fewer nodes",
            makeIssue<IssueCode::CoolingThrottles>(W, "fleet.cooling", 33.7, 10.0, kLegacyAir, "air-legacy", 0.2,
                                                   "rear-door",
                                                   "Rear-door heat exchanger (air-cooled servers, water at the door)",
                                                   50.0, 1.0),
            "fleet.cooling: a 33.7 kW rack exceeds the 10.0 kW that Legacy room air (raised floor, perforated tiles) "
            "('air-legacy') removes, so its accelerators would throttle to 0.2 % of their peak power; cooling "
            "'rear-door' (Rear-door heat exchanger (air-cooled servers, water at the door), up to 50 kW per rack) "
            "would suffice; or lower fleet.nodesPerRack to 1");
        row("cooling, another type, one node too hot",
            makeIssue<IssueCode::CoolingThrottlesNodeTooHot>(
                W, "fleet.cooling", 57.43, 10.0, kLegacyAir, "air-legacy", 0.4, "immersion",
                "Single-phase immersion (servers in dielectric fluid)", 100.0, 14.2999),
            "fleet.cooling: a 57.4 kW rack exceeds the 10.0 kW that Legacy room air (raised floor, perforated tiles) "
            "('air-legacy') removes, so its accelerators would throttle to 0.4 % of their peak power; cooling "
            "'immersion' (Single-phase immersion (servers in dielectric fluid), up to 100 kW per rack) would suffice; "
            "fewer nodes per rack do not help: one node draws 14.3 kW");
        row("cooling, no type, fewer nodes",
            makeIssue<IssueCode::CoolingThrottlesNoCooling>(W, "fleet.cooling", 161.24, 30.0, kAir, "air", 18.6, 3.0),
            "fleet.cooling: a 161.2 kW rack exceeds the 30.0 kW that Engineered air (hot/cold-aisle containment, high "
            "static pressure) ('air') removes, so its accelerators would throttle to 18.6 % of their peak power; no "
            "cooling type in the catalog removes 161.2 kW per rack; or lower fleet.nodesPerRack to 3");
        row("cooling, no type, one node too hot",
            makeIssue<IssueCode::CoolingThrottlesNoCoolingNodeTooHot>(W, "fleet.cooling", 761.4, 30.0, kAir, "air",
                                                                      1.2, 190.3),
            "fleet.cooling: a 761.4 kW rack exceeds the 30.0 kW that Engineered air (hot/cold-aisle containment, high "
            "static pressure) ('air') removes, so its accelerators would throttle to 1.2 % of their peak power; no "
            "cooling type in the catalog removes 761.4 kW per rack; fewer nodes per rack do not help: one node draws "
            "190.3 kW");
        // The rack's other parts alone draw the limit (φ = 0): no power left, not "throttle to 0 %" (the CLI's text
        // for book-175b-h100 with fleet.cooling=air-legacy, with fleet.accelerator=b200 too, and with
        // fleet.cooling=direct-liquid fleet.nodesPerRack=64; the last row's numbers are made up).
        row("cooling starves, another type, fewer nodes",
            makeIssue<IssueCode::CoolingStarves>(W, "fleet.cooling", 35.1, 10.0, kLegacyAir, "air-legacy", 12.7,
                                                 "rear-door",
                                                 "Rear-door heat exchanger (air-cooled servers, water at the door)",
                                                 50.0, 1.0),
            "fleet.cooling: a 35.1 kW rack exceeds the 10.0 kW that Legacy room air (raised floor, perforated tiles) "
            "('air-legacy') removes; its parts other than the accelerators alone draw 12.7 kW, so the accelerators "
            "would get no power at all; cooling 'rear-door' (Rear-door heat exchanger (air-cooled servers, water at "
            "the door), up to 50 kW per rack) would suffice; or lower fleet.nodesPerRack to 1");
        row("cooling starves, another type, one node too hot",
            makeIssue<IssueCode::CoolingStarvesNodeTooHot>(W, "fleet.cooling", 58.8, 10.0, kLegacyAir, "air-legacy",
                                                           26.8, "immersion",
                                                           "Single-phase immersion (servers in dielectric fluid)",
                                                           100.0, 14.3),
            "fleet.cooling: a 58.8 kW rack exceeds the 10.0 kW that Legacy room air (raised floor, perforated tiles) "
            "('air-legacy') removes; its parts other than the accelerators alone draw 26.8 kW, so the accelerators "
            "would get no power at all; cooling 'immersion' (Single-phase immersion (servers in dielectric fluid), up "
            "to 100 kW per rack) would suffice; fewer nodes per rack do not help: one node draws 14.3 kW");
        row("cooling starves, no type, fewer nodes",
            makeIssue<IssueCode::CoolingStarvesNoCooling>(W, "fleet.cooling", 561.6, 150.0, "Direct-to-chip liquid",
                                                          "direct-liquid", 203.2, 14.0),
            "fleet.cooling: a 561.6 kW rack exceeds the 150.0 kW that Direct-to-chip liquid ('direct-liquid') removes; "
            "its parts other than the accelerators alone draw 203.2 kW, so the accelerators would get no power at "
            "all; no cooling type in the catalog removes 561.6 kW per rack; or lower fleet.nodesPerRack to 14");
        row("cooling starves, no type, one node too hot",
            makeIssue<IssueCode::CoolingStarvesNoCoolingNodeTooHot>(W, "fleet.cooling", 400.0, 30.0, kAir, "air",
                                                                    35.0, 200.0),
            "fleet.cooling: a 400.0 kW rack exceeds the 30.0 kW that Engineered air (hot/cold-aisle containment, high "
            "static pressure) ('air') removes; its parts other than the accelerators alone draw 35.0 kW, so the "
            "accelerators would get no power at all; no cooling type in the catalog removes 400.0 kW per rack; fewer "
            "nodes per rack do not help: one node draws 200.0 kW");
        // Serving cost, fleet and load (archetype-c, book-llama3-70b-serving with serving.requestsPerSecond=…).
        row("no price",
            makeIssue<IssueCode::ServingNoPrice>(W, "serving.usd_per_million_tokens",
                                                 "Generic 1×Google TPU v1 node", "Google TPU v1"),
            "serving.usd_per_million_tokens: neither Generic 1×Google TPU v1 node nor Google TPU v1 has a catalog "
            "price; the serving fleet's cost is not computed");
        row("sized for the load",
            makeIssue<IssueCode::ServingSizedForLoad>(I, "serving.requestsPerSecond", 1e6, 2563.0, 1, 2563.0, 2563.0,
                                                      100000.0),
            "serving.requestsPerSecond = 1e+06: the load needs 2563 replicas of TP 1 = 2563 accelerators in 2563 "
            "nodes; this serving fleet is sized on its own, apart from the plan's 100000 training accelerators "
            "(fleet.*)");
        row("no load, offline",
            makeIssue<IssueCode::ServingNoLoadOffline>(I, "serving.requestsPerSecond", 1.0, 0.0, 2),
            "serving.requestsPerSecond = 0: no load given, so serving.* is the offline (maximum-throughput) capacity "
            "of the plan's 1 accelerator (0 replicas of TP 2)");
        row("no load, targets",
            makeIssue<IssueCode::ServingNoLoadTargets>(I, "serving.requestsPerSecond", 8192.0, 1024.0, 8),
            "serving.requestsPerSecond = 0: no load given, so serving.* is the capacity at the latency targets of the "
            "plan's 8192 accelerators (1024 replicas of TP 8)");
        row("below one replica",
            makeIssue<IssueCode::ServingFleetBelowOneReplica>(W, "fleet.nodes", 1.0, 16),
            "fleet.nodes: the plan's 1 accelerator cannot form one replica of 16 accelerators");
        // English's plural marker ({N:s}): one replica, one node, and an integer count of one
        row("sized for the load, one replica",
            makeIssue<IssueCode::ServingSizedForLoad>(I, "serving.requestsPerSecond", 0.5, 1.0, 8, 8.0, 1.0, 16.0),
            "serving.requestsPerSecond = 0.5: the load needs 1 replica of TP 8 = 8 accelerators in 1 node; this "
            "serving fleet is sized on its own, apart from the plan's 16 training accelerators (fleet.*)");
        row("sized for the load, on a one-accelerator plan",
            makeIssue<IssueCode::ServingSizedForLoad>(I, "serving.requestsPerSecond", 0.5, 1.0, 1, 1.0, 1.0, 1.0),
            "serving.requestsPerSecond = 0.5: the load needs 1 replica of TP 1 = 1 accelerator in 1 node; this "
            "serving fleet is sized on its own, apart from the plan's 1 training accelerator (fleet.*)");
        row("disaggregated, one of each",
            makeIssue<IssueCode::ServingSizedForLoadDisaggregated>(I, "serving.requestsPerSecond", 0.5, 1.0, 8, 1.0, 8,
                                                                   16.0, 2.0, 1.0),
            "serving.requestsPerSecond = 0.5: the load needs 1 decode replica of TP 8 and 1 prefill replica of TP 8 = "
            "16 accelerators in 2 nodes; this serving fleet is sized on its own, apart from the plan's 1 training "
            "accelerator (fleet.*)");
        row("no load, one replica",
            makeIssue<IssueCode::ServingNoLoadTargets>(I, "serving.requestsPerSecond", 8.0, 1.0, 8),
            "serving.requestsPerSecond = 0: no load given, so serving.* is the capacity at the latency targets of the "
            "plan's 8 accelerators (1 replica of TP 8)");
        row("generic calibration",
            makeIssue<IssueCode::ServingGenericCalibration>(I, "fleet.accelerator", "NVIDIA H100 Test", 0.86, 0.466),
            "fleet.accelerator: NVIDIA H100 Test has no serving calibration in the catalog; serving.* uses the generic "
            "constants (HBM share 0.86, compute share 0.47)");
        row("TP spans nodes",
            makeIssue<IssueCode::ServingTpSpansNodes>(W, "serving.tp", 16, 2.0, 8.0, "InfiniBand NDR 400 Gb/s", 50.0,
                                                      "NVLink 4.0 (H100/H200, 18 links)"),
            "serving.tp: a TP group of 16 spans 2 scale-up domains of 8; its per-layer all-reduce runs over the scale-out link "
            "(InfiniBand NDR 400 Gb/s) at 50 GB/s instead of NVLink 4.0 (H100/H200, 18 links)");
        // serving.tp set too small: the KV cache or the weights, a TP that fits or none.
        row("TP: KV too small, a TP fits",
            makeIssue<IssueCode::ServingTpKvTooSmall>(W, "serving.tp", 2, 34.52, "fp8", 38.26, 1.00003e7, 819.2, 4),
            "serving.tp = 2: 34.5 GB of fp8 weights per accelerator leave 38.3 GB of KV cache, less than one "
            "1.00003e+07-token sequence (819.2 GB); the smallest TP that fits is 4");
        row("TP: KV too small, none fits",
            makeIssue<IssueCode::ServingTpKvTooSmallNoTpFits>(W, "serving.tp", 2, 34.52, "fp8", 38.26, 1.00003e7,
                                                              819.2, 8.0),
            "serving.tp = 2: 34.5 GB of fp8 weights per accelerator leave 38.3 GB of KV cache, less than one "
            "1.00003e+07-token sequence (819.2 GB); no TP within a scale-up domain of 8 fits: spread each sequence's "
            "KV cache over more TP groups with serving.cp");
        row("TP: weights too large, a TP fits",
            makeIssue<IssueCode::ServingTpWeightsTooLarge>(W, "serving.tp", 1, 141.2, "fp16", 3.0, kH100, 80.0, 2),
            "serving.tp = 1: 141.2 GB of fp16 weights per accelerator and the 3.0 GB runtime workspace exceed the "
            "NVIDIA H100 SXM5 80GB's 80.0 GB; the smallest TP that fits is 2");
        row("TP: weights too large, none fits",
            makeIssue<IssueCode::ServingTpWeightsTooLargeNoTpFits>(W, "serving.tp", 16, 625.0, "fp16", 3.0,
                                                                   "AMD Instinct MI300X", 192.0, 8.0),
            "serving.tp = 16: 625.0 GB of fp16 weights per accelerator and the 3.0 GB runtime workspace exceed the AMD "
            "Instinct MI300X's 192.0 GB; no TP within a scale-up domain of 8 fits");
        row("weights do not fit a node",
            makeIssue<IssueCode::ServingWeightsDoNotFitNode>(W, "model.params", 1.75e11, "fp16", 8.0,
                                                             "Cerebras WSE-3 (CS-3 system)", 1280.0, 43.75, 0.8192,
                                                             44.0),
            "model.params: 1.75e+11 fp16 weights do not fit a TP group of one 8-accelerator scale-up domain of "
            "Cerebras WSE-3 (CS-3 system) with one 1280-token sequence (at TP 8: 43.8 GB of weights and 0.8 GB of KV "
            "cache per accelerator, 44.0 GB of HBM); use a smaller inference.precision, a larger accelerator, or "
            "serving.tp beyond the domain");
        row("book batch does not fit",
            makeIssue<IssueCode::ServingBookBatchDoesNotFit>(W, "inference.batch", std::int64_t(1000000),
                                                             std::int64_t(100000), 16384.0, "fp8", 2, kH100, 76.5,
                                                             4.0),
            "inference.batch = 1000000 at inference.contextLen = 100000 needs 1.64e+04 TB of fp8 KV cache; a TP 2 "
            "group of NVIDIA H100 SXM5 80GB has 76.5 GB beside the weights, room for 4 such sequences (the "
            "inference.* decode figures assume the batch fits)");
        row("serving batch too large",
            makeIssue<IssueCode::ServingBatchTooLarge>(W, "serving.batch", 100000, 1, 18528.0, 1280.0),
            "serving.batch = 100000 does not fit: at TP 1 the KV cache holds 18528 sequences of 1280 tokens beside "
            "the weights; the batch is capped at 18528");
        // Latency targets that cannot be met, with serving.batch set or not (serving.tpotSeconds=0.0001, …).
        row("TPOT unmet",
            makeIssue<IssueCode::ServingTpotUnmet>(W, "serving.tpotSeconds", 1e-4, 16.1, 1, 1.0, 161.0, 0.1, 16.0),
            "serving.tpotSeconds = 0.0001 s cannot be met: the p99 time per output token is 16.1 ms at TP 1 and batch "
            "1, 1.6e+02× the target (the weight read alone is 0.1 ms, the fixed overhead 16.0 ms); a larger "
            "serving.tp, a smaller inference.precision or a faster accelerator is needed");
        row("TPOT unmet at a batch",
            makeIssue<IssueCode::ServingTpotUnmetAtBatch>(W, "serving.batch", 1e-4, 8, 16.2, 1, 8.0, 162.0, 0.1, 16.0),
            "serving.tpotSeconds = 0.0001 s cannot be met at serving.batch = 8: the p99 time per output token is 16.2 "
            "ms at TP 1 and batch 8, 1.6e+02× the target (the weight read alone is 0.1 ms, the fixed overhead 16.0 "
            "ms); a larger serving.tp, a smaller inference.precision or a faster accelerator is needed");
        row("TTFT unmet",
            makeIssue<IssueCode::ServingTtftUnmet>(W, "serving.ttftSeconds", 1e-4, 203.0, 8, 1.0, 2030.0, 135.9, 67.0,
                                                   0.0),
            "serving.ttftSeconds = 0.0001 s cannot be met: the p99 time to first token is 203.0 ms at TP 8 and batch "
            "1, 2e+03× the target (the prompt's own prefill iteration 135.9 ms, the wait for the running and the "
            "already scheduled iteration 67.0 ms, queueing 0.0 ms)");
        row("TTFT unmet at a batch (9 parameters)",
            makeIssue<IssueCode::ServingTtftUnmetAtBatch>(W, "serving.batch", 1e-4, 8, 212.7, 8, 8.0, 2127.0, 141.2,
                                                          71.5, 0.0),
            "serving.ttftSeconds = 0.0001 s cannot be met at serving.batch = 8: the p99 time to first token is 212.7 "
            "ms at TP 8 and batch 8, 2.1e+03× the target (the prompt's own prefill iteration 141.2 ms, the wait for "
            "the running and the already scheduled iteration 71.5 ms, queueing 0.0 ms)");
        // A better TP: for the load, for throughput, or to meet the targets.
        row("better TP for the load",
            makeIssue<IssueCode::ServingBetterTpForLoad>(I, "serving.tp", 1, 1.0, 2.0, 2),
            "serving.tp: TP 1 would serve the load with 1 accelerators instead of 2 at TP 2 (the Search tab's Serving "
            "configurations or fleetplanner-cli search --serving compares every layout)");
        row("better TP for throughput",
            makeIssue<IssueCode::ServingBetterTpThroughput>(I, "serving.tp", 1, 2976.6, 321.4, 16),
            "serving.tp: TP 1 would give 2977 output tokens/s per accelerator instead of 321 at TP 16 "
            "(the Search tab's Serving configurations or fleetplanner-cli search --serving compares every layout)");
        row("better TP meeting the targets",
            makeIssue<IssueCode::ServingBetterTpMeetingTargets>(I, "serving.tp", 4, 233.2, 12.0, 2),
            "serving.tp: TP 4 would give 233 output tokens/s per accelerator instead of 12 at TP 2, meeting the "
            "targets (the Search tab's Serving configurations or fleetplanner-cli search --serving compares every "
            "layout)");
    }
    void rendersTodaysText()
    {
        QFETCH(QString, rendered);
        QFETCH(QString, expected);
        QCOMPARE(rendered, expected);
    }

    // Nine parameters of every kind survive a copy (numbers share their storage; Issue stays a flat block).
    void nineParametersCopy()
    {
        Issue i = makeIssue<IssueCode::CoolingThrottles>(Severity::Warning, "fleet.cooling", 33.7, 10.0, kLegacyAir,
                                                         "air-legacy", 0.2, "rear-door", std::string(40, 'x'), 50.0,
                                                         7.0);
        i.args[8] = IssueArg(std::int64_t(7)); // an integer ({8:g} wants a double: makeIssue would refuse it)
        const Issue copy = i; // NOLINT(performance-unnecessary-copy-initialization)
        QCOMPARE(copy.argCount, std::uint8_t(9));
        QCOMPARE(copy.args[0].kind, IssueArg::Kind::Real);
        QCOMPARE(copy.args[0].real, 33.7);
        QCOMPARE(copy.args[6].text, std::string(40, 'x'));
        QCOMPARE(copy.args[8].kind, IssueArg::Kind::Integer);
        QCOMPARE(copy.args[8].integer, std::int64_t(7));
        QCOMPARE(copy.message(), i.message());
    }
};

QTEST_APPLESS_MAIN(TestIssueTemplatesServing)
#include "tst_issue_templates_serving.moc"
