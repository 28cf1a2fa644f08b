// Issues are a code plus parameters rendered from a template (issue #12): every code has a well-formed template
// whose placeholders every site fills, and render() gives exactly the English text the sites formatted with fmt
// before the codes existed (the golden test and the CLI tests pin it end to end).
#include "results/IssueTemplates.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"

#include <QRegularExpression>
#include <QTest>

#include <set>

using namespace fleet;

namespace {

// Dummy parameters that fit each placeholder's spec: a number for a numeric spec, a marked text otherwise.
Issue dummy(IssueCode code)
{
    Issue i;
    i.code = code;
    const QString t = QString::fromUtf8(issueTemplate(code).text);
    static const QRegularExpression re(QStringLiteral("\\{(\\d+)(?::([^}]*))?\\}"));
    i.argCount = static_cast<std::uint8_t>(issueArgCount(code));
    for (int n = 0; n < i.argCount; ++n)
        i.args[static_cast<std::size_t>(n)] = IssueArg(std::string("<") + std::to_string(n) + ">");
    for (auto it = re.globalMatch(t); it.hasNext();) {
        const auto m = it.next();
        const QString spec = m.captured(2);
        if (!spec.isEmpty() && QStringLiteral("fFgGeE").contains(spec.back()))
            i.args[static_cast<std::size_t>(m.captured(1).toInt())] = IssueArg(2.5);
    }
    return i;
}

} // namespace

class TestIssueTemplates : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasItsTemplate()
    {
        QCOMPARE(kIssueTemplates.size(), kIssueCodeCount);
        std::set<std::string> names, texts;
        for (std::size_t c = 0; c < kIssueCodeCount; ++c) {
            const IssueTemplate& t = kIssueTemplates[c];
            QCOMPARE(static_cast<std::size_t>(t.code), c);
            QVERIFY2(t.text && *t.text, t.name);
            QVERIFY2(names.insert(t.name).second, t.name);
            QVERIFY2(texts.insert(t.text).second, t.name); // one code per distinct message
            const int n = templateArgCount(t.text);
            QVERIFY2(n >= 0 && n <= Issue::kMaxArgs, t.name);
        }
    }

    // Each template rendered with dummy parameters: every placeholder is filled (by index, with its spec), and
    // every parameter the template takes appears in it (no parameter a site passes is dropped).
    void everyTemplateRendersItsParameters()
    {
        for (std::size_t c = 0; c < kIssueCodeCount; ++c) {
            const auto code = static_cast<IssueCode>(c);
            const Issue i = dummy(code);
            const std::string text = render(i);
            QVERIFY2(text.find('{') == std::string::npos && text.find('}') == std::string::npos, text.c_str());
            for (int n = 0; n < i.argCount; ++n) {
                const IssueArg& a = i.args[static_cast<std::size_t>(n)];
                if (a.kind == IssueArg::Kind::Text)
                    QVERIFY2(text.find(a.text) != std::string::npos, text.c_str());
            }
        }
        QCOMPARE(templateArgCount("{0} and {2:.1f}"), 3);
        QCOMPARE(templateArgCount("{{literal}} {1}"), 2);
        QCOMPARE(templateArgCount("{x}"), -1);
        QCOMPARE(templateArgCount("{0"), -1);
        QCOMPARE(templateArgCount("a } b"), -1);
    }

    // Today's text, byte for byte, as the sites' fmt::format calls wrote it.
    void rendersTodaysText_data()
    {
        QTest::addColumn<QString>("rendered");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, const Issue& i, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(render(i)) << QString::fromUtf8(expected);
        };
        row("{:g} of doubles",
            makeIssue<IssueCode::TrainingLayoutProduct>(Severity::Warning, "training.dp", 1024.0, 8192.0),
            "training.tp × training.cp × training.pp × training.dp = 1024 but the fleet has 8192 accelerators");
        row(".1f and .0f with a name",
            makeIssue<IssueCode::MemoryDoesNotFit>(Severity::Warning, "training.zeroStage", 93.456,
                                                   std::string("NVIDIA H100 SXM5 80GB"), 80.0),
            "the training job needs 93.5 GB per GPU but NVIDIA H100 SXM5 80GB has 80 GB of HBM: raise TP, PP or the "
            "ZeRO stage, turn on activation checkpointing, or offload the optimizer");
        row(".3g in e-notation",
            makeIssue<IssueCode::ReliabilityNeverCompletes>(Severity::Error, "reliability.restartSeconds", 1.234e-5,
                                                            3456.7, 7200.4),
            "reliability.training_wall_s: the goodput is 1.23e-05, so training never completes; the system MTBF "
            "(3.46e+03 s) is shorter than a checkpoint segment plus restart (7200 s)");
        row(".4g",
            makeIssue<IssueCode::StepParamsFromShape>(Severity::Info, "model.params", 3.4e6, 1.108e9),
            "model.params: 3.4e+06 parameters typed, but the architecture (model.layers, model.hidden, "
            "model.ffnHidden, model.vocab, …) counts 1.108e+09; the step-time model computes the layers from the shape "
            "and the optimizer and gradients from model.params (0 = the count)");
        row("integers stay integers",
            makeIssue<IssueCode::ReliabilityChainTooLarge>(Severity::Info, "reliability.spares", std::int64_t(200000),
                                                           std::int64_t(3000000)),
            "reliability.spares: the spare-pool chain is not solved above 200000 nodes (3000000 here)");
        row("a parameter used twice",
            makeIssue<IssueCode::NodeAcceleratorCount>(Severity::Warning, "fleet.acceleratorsPerNode",
                                                       std::string("dgx-h100"), 8, std::int64_t(4)),
            "fleet.acceleratorsPerNode: dgx-h100 holds 8 accelerators, the scenario says 4; set "
            "fleet.acceleratorsPerNode to 8");
        row("{} of a double",
            makeIssue<IssueCode::FieldOutOfRange>(Severity::Error, "training.mfu", "training.mfu", 1e16,
                                                  IssueArg::phrase("a number from 0 to 1")),
            "training.mfu: 1e+16 is out of range; expected a number from 0 to 1");
        row("{} of a whole double",
            makeIssue<IssueCode::StepLayoutNotMatchingFleet>(Severity::Error, "training.dp", std::int64_t(8),
                                                             std::int64_t(2), std::int64_t(8), std::int64_t(16),
                                                             std::int64_t(2048), 1e6),
            "training.dp: training.tp × training.cp × training.pp × training.dp = 8 × 2 × 8 × 16 = 2048 but the fleet "
            "has 1000000 accelerators");
        row("no parameters",
            makeIssue<IssueCode::ReliabilityNothingCanFail>(Severity::Warning, "reliability.acceleratorMtbfHours"),
            "reliability.acceleratorMtbfHours: nothing in the fleet can fail (no accelerators, nodes or switches), so "
            "no reliability results");
        row("fabric: integers, a text and {:g} of a ratio",
            makeIssue<IssueCode::FabricTreeTooSmallRaiseTiers>(Severity::Error, "fabric.tiers", std::int64_t(2),
                                                               std::string_view("fat-tree"), std::int64_t(64), 1.5,
                                                               std::int64_t(2457), std::int64_t(4096)),
            "fabric.tiers: a 2-tier fat-tree of radix-64 switches at 1.5:1 holds at most 2457 accelerators; the fleet "
            "has 4096 (raise fabric.tiers or fabric.switchRadix)");
        row("tco: a literal $ before .0f",
            makeIssue<IssueCode::TcoNodeNotPriced>(Severity::Info, "tco.capex_compute_usd", std::string("custom-node"),
                                                   33749.6),
            "tco.capex_compute_usd: custom-node has no catalog price; the fleet is priced as accelerators plus an "
            "estimated $33750 host share per accelerator");
        row("tco: a phrase",
            makeIssue<IssueCode::TcoNoPrice>(Severity::Warning, "tco.capex_usd", std::string("custom-node"),
                                             IssueArg::phrase("unknown")),
            "tco.capex_usd: neither the node (custom-node) nor the accelerator (unknown) has a catalog price; no TCO");
        row("power: an integer and {:g} of watts",
            makeIssue<IssueCode::PowerNoRatedPower>(Severity::Warning, "power.useRatedNodePower",
                                                    std::string("NVIDIA DGX H100"), std::int64_t(8), 2775.0),
            "power.useRatedNodePower: NVIDIA DGX H100 states no rated power; using 8 × TDP + power.nodeOverheadWatts "
            "(2775 W) instead");
        row("carbon: .1f of tonnes",
            makeIssue<IssueCode::CarbonHostEmbodiedAssumed>(Severity::Info, "carbon.embodied_hosts_kg",
                                                            std::string("NVIDIA DGX H100"), 2.5),
            "carbon.embodied_hosts_kg: NVIDIA DGX H100 has no embodied carbon in the catalog; each node's host is "
            "taken as 2.5 t CO2e (BLOOM's HPE Apollo 6500 server, published-facts C-08)");
        row("carbon: both inputs missing",
            makeIssue<IssueCode::CarbonEnergyNeedsBoth>(Severity::Warning, "carbon.energy_j"),
            "carbon.energy_j: needs power.average_it_w and training.wall_s, not computed; the run's energy, emissions "
            "and water are left out");
    }
    void rendersTodaysText()
    {
        QFETCH(QString, rendered);
        QFETCH(QString, expected);
        QCOMPARE(rendered, expected);
    }

    // A translated template is filled the same way; what it cannot fill stays as it is written.
    void rendersAnyTemplate()
    {
        const Issue i = makeIssue<IssueCode::MemoryDoesNotFit>(Severity::Warning, "training.zeroStage", 93.456,
                                                               std::string("H100"), 80.0);
        QCOMPARE(renderIssue("{1}：每个 GPU 需要 {0:.1f} GB（{2:.0f} GB）", i),
                 std::string("H100：每个 GPU 需要 93.5 GB（80 GB）"));
        QCOMPARE(renderIssue("{{x}} {5} {1:.1f} {0", i), std::string("{x} {5} {1:.1f} {0"));
        auto hook = [](std::string s) { return "[" + s + "]"; };
        QCOMPARE(renderIssue("{0:.1f} {1}", i, +hook), std::string("[93.5] H100"));
    }

    // End to end: a model site's issue renders as the site's text did.
    void modelSitesRender()
    {
        Catalog empty;
        Scenario s;
        s.fleet.accelerator = "no-such-gpu";
        std::vector<Issue> issues;
        (void)resolveFleet(s, empty, issues);
        QVERIFY(!issues.empty());
        QCOMPARE(issues.front().code, IssueCode::UnknownAccelerator);
        QCOMPARE(issues.front().key, std::string("fleet.accelerator"));
        QCOMPARE(issues.front().message(), std::string("fleet.accelerator: unknown accelerator id 'no-such-gpu'"));

        const ScenarioSchema& schema = ScenarioSchema::instance();
        const FieldSpec* f = schema.field("training.mfu");
        QVERIFY(f);
        const auto issue = schema.checkIssue(*f, FieldValue(2.5), nullptr);
        QVERIFY(issue);
        QCOMPARE(issue->code, IssueCode::FieldOutOfRange);
        QCOMPARE(issue->message(), "training.mfu: 2.5 is out of range; expected " + schema.rangeText(*f));
        QCOMPARE(*schema.check(*f, FieldValue(2.5), nullptr), issue->message());
    }
};

QTEST_APPLESS_MAIN(TestIssueTemplates)
#include "tst_issue_templates.moc"
