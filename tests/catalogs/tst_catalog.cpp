// The catalog repository: built-in catalog contents and provenance, user overrides, schema versions (an older user
// catalog migrated with every row kept), and refusal to touch a database it does not understand.
#include "CatalogDatabase.h"
#include "CatalogRepository.h"
#include "SqlExec.h"
#include "SqlScript.h"
#include "TestCatalog.h"
#include "Tolerance.h"

#include "memory/TrainingMemory.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

using fleet::catalog::CatalogRepository;

namespace {

QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void execOn(const QString& path, const QStringList& statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("test-writer"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString& s : statements)
            QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test-writer"));
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void builtinHasTheRequiredIds_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("accelerators") << "accelerators"
                                      << QStringList{"v100-sxm2", "a100-sxm-80gb", "h100-sxm", "h200-sxm", "b200",
                                                     "gb200", "b300", "gb300", "mi300x", "mi325x", "mi355x", "gaudi2",
                                                     "gaudi3", "tpu-v1", "tpu-v2", "tpu-v3", "tpu-v4", "tpu-v5p",
                                                     "tpu-v6e", "tpu-v7", "wse-3"};
        QTest::newRow("links") << "links"
                               << QStringList{"pcie-gen4-x16", "pcie-gen5-x16", "nvlink3", "nvlink4", "nvlink5", "ib-hdr",
                                              "ib-ndr", "ib-xdr", "roce-100g", "roce-400g", "roce-800g", "xgmi-mi355x"};
        QTest::newRow("nodes") << "nodes"
                               << QStringList{"dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "gb200-nvl72", "hgx-b300",
                                              "gb300-nvl72", "mi355x-platform"};
        QTest::newRow("cooling") << "cooling" << QStringList{"air", "rear-door", "direct-liquid", "immersion"};
        QTest::newRow("regions") << "regions"
                                 << QStringList{"ca-qc", "pl", "fr", "de", "no", "se", "us", "us-va", "us-ia", "cn", "in",
                                                "world"};
        QTest::newRow("models") << "models"
                                << QStringList{"gpt3-175b", "llama3-8b", "llama3-70b", "llama3-405b", "mixtral-8x7b",
                                               "llama31-8b", "llama31-70b", "llama31-405b", "mixtral-8x22b",
                                               "deepseek-v3", "qwen3-30b-a3b", "qwen3-235b-a22b", "gpt-oss-120b",
                                               "gpt-oss-20b", "llama2-7b", "llama2-13b", "llama2-70b", "nemotron4-340b",
                                               "gpt3-5b", "gpt3-20b"};
    }
    void builtinHasTheRequiredIds()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, ids);
        fleet::CatalogKind k;
        QVERIFY(fleet::catalogKindFromString(kind.toStdString(), k));
        const auto c = fleet::test::builtinCatalog();
        for (const QString& id : ids)
            QVERIFY2(c->contains(k, id.toStdString()), qPrintable(kind + QStringLiteral(": ") + id));
    }

    // The names of catalog kinds, calibration parameters and recompute modes (one NameTable lookup) read back
    // as the value they name; an unknown name is refused and leaves the output alone.
    void enumNamesRoundTrip()
    {
        for (int i = 0; i <= static_cast<int>(fleet::kLastCatalogKind); ++i) {
            const auto kind = static_cast<fleet::CatalogKind>(i);
            fleet::CatalogKind back =
                kind == fleet::CatalogKind::Links ? fleet::CatalogKind::Nodes : fleet::CatalogKind::Links;
            QVERIFY(fleet::catalogKindFromString(fleet::toString(kind), back));
            QVERIFY2(back == kind, fleet::toString(kind).data());
        }
        QVERIFY(fleet::toString(fleet::CatalogKind::ServingCalibrations) == std::string_view("serving_calibration"));
        fleet::CatalogKind untouched = fleet::CatalogKind::Optics;
        QVERIFY(!fleet::catalogKindFromString("Accelerators", untouched)); // case-sensitive
        QVERIFY(untouched == fleet::CatalogKind::Optics);

        for (int i = 0; i <= static_cast<int>(fleet::CalibrationParameter::WeightOnlyGemmShare); ++i) {
            const auto p = static_cast<fleet::CalibrationParameter>(i);
            fleet::CalibrationParameter back = fleet::CalibrationParameter::GemmEfficiency16Bit;
            QVERIFY(fleet::calibrationParameterFromString(fleet::toString(p), back));
            QVERIFY2(back == p, fleet::toString(p).data());
        }
        QCOMPARE(fleet::toString(fleet::CalibrationParameter::CollectiveAlpha),
                 std::string_view("collective_alpha_us"));
        fleet::CalibrationParameter keep = fleet::CalibrationParameter::HbmEfficiency;
        QVERIFY(!fleet::calibrationParameterFromString("hbm", keep));
        QVERIFY(keep == fleet::CalibrationParameter::HbmEfficiency);

        QVERIFY(fleet::recomputeFromString("selective") == fleet::Recompute::Selective);
        QVERIFY(fleet::toString(fleet::Recompute::Full) == std::string_view("full"));
        QVERIFY(!fleet::recomputeFromString("partial"));
        QVERIFY(fleet::toString(static_cast<fleet::Recompute>(7)) == std::string_view("none")); // not in the table
    }

    void everyRowHasProvenance()
    {
        const auto c = fleet::test::builtinCatalog();
        auto check = [](const auto& rows) {
            for (const auto& r : rows) {
                const QString id = QString::fromStdString(r.id);
                QVERIFY2(!r.provenance.source.empty(), qPrintable(id));
                QVERIFY2(!r.provenance.asOf.empty(), qPrintable(id));
                const QStringList kinds{"spec", "measured", "estimate", "textbook"};
                QVERIFY2(kinds.contains(QString::fromStdString(r.provenance.kind)), qPrintable(id));
            }
        };
        check(c->accelerators);
        check(c->links);
        check(c->nodes);
        check(c->switches);
        check(c->optics);
        check(c->cooling);
        check(c->regions);
        check(c->models);
        QVERIFY(!c->switches.empty());
        QVERIFY(!c->optics.empty());
        QCOMPARE(c->contentHash.size(), size_t(64));
    }

    void builtinLoadIsDeterministic()
    {
        const auto a = CatalogRepository::loadBuiltin();
        const auto b = CatalogRepository::loadBuiltin();
        QVERIFY(a.catalog && b.catalog);
        QCOMPARE(a.catalog->contentHash, b.catalog->contentHash);
    }

    void userCatalogIsCreatedOverridesAndAdds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        auto first = CatalogRepository::load(path);
        QVERIFY2(first.catalog, qPrintable(first.error));
        QVERIFY2(first.warning.isEmpty(), qPrintable(first.warning));
        QVERIFY(QFile::exists(path));
        QCOMPARE(first.catalog->id, std::string("builtin"));

        execOn(path, {QStringLiteral("INSERT INTO accelerators (id, name, vendor, fp16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, "
                                     "source, kind, as_of) VALUES ('h100-sxm', 'H100 (lab measured)', 'NVIDIA', 700, 80, "
                                     "3.0, 700, 'our lab', 'measured', '2026-11')"),
                      QStringLiteral("INSERT INTO accelerators (id, name, vendor, fp16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, "
                                     "source, kind, as_of) VALUES ('x1', 'Prototype X1', 'Us', 100, 10, 1.0, 100, "
                                     "'estimate', 'estimate', '2026-11')")});
        const auto second = CatalogRepository::load(path);
        QVERIFY(second.catalog);
        const fleet::Accelerator* h100 = second.catalog->accelerator("h100-sxm");
        QVERIFY(h100);
        FLEET_COMPARE_REL(h100->hbmBandwidth.si(), 3.0e12, 1e-12);
        QVERIFY(h100->provenance.userOverride);
        QVERIFY(second.catalog->accelerator("x1"));
        QCOMPARE(second.catalog->accelerators.size(), first.catalog->accelerators.size() + 1);
        QCOMPARE(second.catalog->id, std::string("builtin+user"));
        QVERIFY(second.catalog->contentHash != first.catalog->contentHash);
        // The merged rows are indexed (issue 31, robustness 9): the user's row is found through the index.
        QVERIFY(second.catalog->index.of(fleet::CatalogKind::Accelerators).describes(second.catalog->accelerators));
        QCOMPARE(second.catalog->accelerator("x1"), &second.catalog->accelerators.back());
    }

    // Issue 31, robustness 9: the loader indexes the catalog, and every lookup answers as a scan of the rows does —
    // also in a copy whose rows were changed afterwards (its index no longer describes them, so it scans).
    void lookupsByIndexAnswerAsAScan()
    {
        const fleet::Catalog& c = *fleet::test::builtinCatalog();
        QVERIFY(c.index.of(fleet::CatalogKind::Accelerators).describes(c.accelerators));
        QVERIFY(c.index.nodesByAccelerator.describes(c.nodes));
        QVERIFY(c.index.calibrationsByTarget.describes(c.calibrations));
        for (fleet::CatalogKind kind : {fleet::CatalogKind::Accelerators, fleet::CatalogKind::Links, fleet::CatalogKind::Nodes,
                                        fleet::CatalogKind::Switches, fleet::CatalogKind::Optics, fleet::CatalogKind::Cooling,
                                        fleet::CatalogKind::Regions, fleet::CatalogKind::Models,
                                        fleet::CatalogKind::Calibrations, fleet::CatalogKind::ServingCalibrations}) {
            QVERIFY(!c.ids(kind).empty());
            for (const std::string& id : c.ids(kind))
                QVERIFY2(c.contains(kind, id), id.c_str());
            QVERIFY(!c.contains(kind, "no-such-row"));
        }
        for (const fleet::Accelerator& a : c.accelerators) {
            QCOMPARE(c.accelerator(a.id), &a);
            const auto own = std::find_if(c.nodes.begin(), c.nodes.end(),
                                          [&](const fleet::Node& n) { return n.acceleratorId == a.id; });
            QCOMPARE(c.nodeOf(a.id), own == c.nodes.end() ? nullptr : &*own);
            for (const fleet::Calibration& cal : c.calibrations)
                if (cal.targetId == a.id)
                    QCOMPARE(c.calibration(cal.target, a.id, cal.parameter)->targetId, a.id);
        }
        fleet::Catalog copy = c;
        const std::string renamed = copy.accelerators.front().id;
        copy.accelerators.front().id = "renamed";
        fleet::Node node = copy.nodes.front();
        node.id = "node-of-renamed";
        node.acceleratorId = "renamed";
        copy.nodes.push_back(node);
        for (int pass = 0; pass < 2; ++pass) { // the copy scanning, then indexed again
            QCOMPARE(copy.accelerator("renamed"), &copy.accelerators.front());
            QCOMPARE(copy.accelerator(renamed) == nullptr, std::none_of(copy.accelerators.begin(), copy.accelerators.end(),
                                                                         [&](const fleet::Accelerator& a) { return a.id == renamed; }));
            QCOMPARE(copy.nodeOf("renamed"), &copy.nodes.back());
            QCOMPARE(copy.node("node-of-renamed"), &copy.nodes.back());
            copy.buildIndex();
        }
    }

    // Issue 30 part 3 (schema 12, fp4_tflops), issue 29 part 1 (schema 13, models.mtp_layers) and banded attention
    // (schema 14, models.sliding_window and sliding_window_layers): a user catalog FleetPlanner wrote at schema 11 is
    // migrated in place on load, and every user row of every table keeps its values; its accelerators have no FP4 peak
    // and its models no MTP module and no attention window until one is set.
    void schema11UserCatalogMigratesKeepingEveryRow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("schema11.sqlite"));
        {
            const fleet::catalog::ConnectionGuard g(path);
            QVERIFY2(g.ok(), qPrintable(g.error()));
            for (const char* file : {"001_initial", "002_calibrations", "003_serving_calibration", "004_node_power",
                                     "005_scale_up_domain", "006_model_architecture", "007_serving_physics",
                                     "008_alltoall", "009_attention", "010_elementwise", "011_power_cap"}) {
                const QString err =
                    fleet::catalog::runScript(g.db(), QStringLiteral(":/catalog/schema/%1.sql").arg(QLatin1String(file)));
                QVERIFY2(err.isEmpty(), qPrintable(err));
            }
        }
        const QStringList userRows{
            QStringLiteral("PRAGMA user_version = 11"),
            QStringLiteral("INSERT INTO accelerators (id, name, vendor, fp16_tflops, fp8_tflops, hbm_gb, hbm_tb_per_s, "
                           "tdp_w, source, kind, as_of) VALUES ('b200', 'B200 (our lab)', 'NVIDIA', 2100, 4200, 180, 7.7, "
                           "1000, 'our lab', 'measured', '2026-05')"),
            QStringLiteral("INSERT INTO accelerators (id, name, vendor, bf16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, source, "
                           "kind, as_of) VALUES ('x2', 'Prototype X2', 'Us', 500, 96, 3.0, 600, 'what-if', 'estimate', "
                           "'2026')"),
            QStringLiteral("INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, as_of) VALUES "
                           "('x2-link', 'X2 link', 'ici', 200, 2.0, 'what-if', 'estimate', '2026')"),
            QStringLiteral("INSERT INTO nodes (id, name, accelerator_id, accelerators, scale_up_link_id, scale_out_link_id, "
                           "rated_power_w, overhead_w, scale_up_domain, source, kind, as_of) VALUES ('x2-node', 'X2 box', "
                           "'x2', 8, 'x2-link', 'ib-ndr', 7000, 2200, 8, 'what-if', 'estimate', '2026')"),
            QStringLiteral("INSERT INTO calibrations VALUES ('x2/gemm_efficiency_16bit', 'X2 GEMM', 'accelerator', 'x2', "
                           "'gemm_efficiency_16bit', 0.6, '', 'estimate', NULL, 'what-if', 'estimate', '2026')"),
            QStringLiteral("INSERT INTO calibrations VALUES ('x2/power_cap_exponent', 'X2 cap', 'accelerator', 'x2', "
                           "'power_cap_exponent', 0.5, '', 'estimate', NULL, 'what-if', 'estimate', '2026')"),
            QStringLiteral("INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, "
                           "sequence_overhead_us, source, kind, as_of) VALUES ('x2', 0.8, 0.4, 0, 6, 'what-if', "
                           "'estimate', '2026')"),
            QStringLiteral("INSERT INTO regions (id, name, g_co2e_per_kwh, source, kind, as_of) VALUES ('moon', 'Moon', "
                           "5, 'what-if', 'estimate', '2026')"),
        };
        QString err;
        QVERIFY2(fleet::test::execSql(path, userRows, &err), qPrintable(err));
        const auto countRows = [&](QSqlDatabase db) {
            QMap<QString, int> n;
            QSqlQuery q(db);
            for (const char* t : {"accelerators", "links", "nodes", "calibrations", "serving_calibration", "regions"})
                if (q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(t))) && q.next())
                    n.insert(QLatin1String(t), q.value(0).toInt());
            return n;
        };
        QMap<QString, int> before;
        {
            const fleet::catalog::ConnectionGuard g(path, true);
            before = countRows(g.db());
        }
        QCOMPARE(before.value(QStringLiteral("calibrations")), 2);

        const auto r = CatalogRepository::load(path);
        QVERIFY2(r.catalog, qPrintable(r.error));
        QVERIFY2(r.warning.isEmpty(), qPrintable(r.warning));
        QVERIFY2(r.skippedRows.isEmpty(), qPrintable(r.skippedRows.join(u'\n')));
        {
            const fleet::catalog::ConnectionGuard g(path, true);
            QCOMPARE(fleet::catalog::userVersion(g.db()), 14);
            QCOMPARE(countRows(g.db()), before);
            QSqlQuery q(g.db());
            QVERIFY(q.exec(QStringLiteral("SELECT fp4_tflops, fp16_tflops, hbm_tb_per_s FROM accelerators WHERE id = 'b200'")));
            QVERIFY(q.next());
            QVERIFY(q.value(0).isNull());
            QCOMPARE(q.value(1).toDouble(), 2100.0);
            QCOMPARE(q.value(2).toDouble(), 7.7);
        }
        const fleet::Catalog& c = *r.catalog;
        const fleet::Accelerator* b200 = c.accelerator("b200"); // the user's row overrides the built-in one whole
        QVERIFY(b200 && b200->provenance.userOverride);
        FLEET_COMPARE_REL(b200->hbmBandwidth.si(), 7.7e12, 1e-12);
        QVERIFY(!b200->hasFp4());
        QVERIFY(c.accelerator("x2") && !c.accelerator("x2")->hasFp4());
        QVERIFY(c.link("x2-link") && c.node("x2-node") && c.region("moon") && c.servingCalibration("x2"));
        QCOMPARE(c.node("x2-node")->scaleUpDomain.value_or(0), 8);
        FLEET_COMPARE_REL(c.node("x2-node")->overhead->si(), 2200.0, 1e-12);
        QVERIFY(c.calibration(fleet::CalibrationTarget::Accelerator, "x2", fleet::CalibrationParameter::PowerCapExponent));
        QVERIFY(c.accelerator("b300")); // the built-in rows of schema 12 are there too
        QCOMPARE(c.model("deepseek-v3")->mtpLayers.value_or(0), 1); // and schema 13's
        QVERIFY(!c.model("mixtral-8x7b")->mtpLayers);
        QCOMPARE(c.model("gpt-oss-120b")->slidingWindow.value_or(0), 128); // and schema 14's
        QCOMPARE(c.model("gpt-oss-120b")->slidingWindowLayers.value_or(0), 18);
        QVERIFY(!c.model("llama31-70b")->slidingWindow);
        // The migrated file takes the new columns.
        QVERIFY(fleet::test::execSql(path, {QStringLiteral("UPDATE accelerators SET fp4_tflops = 8400 WHERE id = 'b200'"),
                                            QStringLiteral("INSERT INTO models (id, name, params, layers, hidden, heads, "
                                                           "vocab, mtp_layers, sliding_window, sliding_window_layers, "
                                                           "source, kind, as_of) VALUES ('x2-mtp', 'X2', 1e9, 8, 1024, "
                                                           "8, 32000, 2, 4096, 6, 'test', 'estimate', '2026')")}));
        const auto again = CatalogRepository::load(path);
        QVERIFY2(again.catalog, qPrintable(again.error));
        FLEET_COMPARE_REL(again.catalog->accelerator("b200")->fp4Peak.si(), 8.4e15, 1e-12);
        QVERIFY(again.catalog->model("x2-mtp"));
        QCOMPARE(again.catalog->model("x2-mtp")->mtpLayers.value_or(0), 2);
        QCOMPARE(again.catalog->model("x2-mtp")->slidingWindow.value_or(0), 4096);
        QCOMPARE(again.catalog->model("x2-mtp")->slidingWindowLayers.value_or(0), 6);
    }

    void newerSchemaIsRefusedAndLeftUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.sqlite"));
        execOn(path, {QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("PRAGMA user_version = 99")});
        const QByteArray before = fileHash(path);
        const auto r = CatalogRepository::load(path);
        QVERIFY(r.catalog); // the built-in catalog still works
        QVERIFY2(r.warning.contains(QStringLiteral("99")), qPrintable(r.warning));
        QVERIFY2(r.warning.contains(QStringLiteral("newer")), qPrintable(r.warning));
        QCOMPARE(fileHash(path), before);
    }

    void notADatabaseIsRefusedAndLeftUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("garbage.sqlite"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not a database, it is a grocery list\n");
        }
        const QByteArray before = fileHash(path);
        const auto r = CatalogRepository::load(path);
        QVERIFY(r.catalog);
        QVERIFY2(r.warning.contains(QStringLiteral("not a SQLite database")), qPrintable(r.warning));
        QCOMPARE(fileHash(path), before);
    }

    void sqlSplitter_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("statements");
        QTest::newRow("two statements") << "SELECT 1; SELECT 2;" << 2;
        QTest::newRow("semicolon in a string") << "INSERT INTO t VALUES ('a; b'); SELECT 1" << 2;
        QTest::newRow("escaped quote") << "INSERT INTO t VALUES ('it''s; fine');" << 1;
        QTest::newRow("comment with semicolon") << "-- a; b\nSELECT 1;" << 1;
        QTest::newRow("only comments") << "-- nothing here;\n" << 0;
    }
    void sqlSplitter()
    {
        QFETCH(QString, script);
        QFETCH(int, statements);
        QCOMPARE(fleet::catalog::splitSqlStatements(script).size(), statements);
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
