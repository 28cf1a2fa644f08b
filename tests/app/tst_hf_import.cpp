// `fleetplanner-cli catalog import-model CONFIG.json` (issue 27): a Hugging Face config.json becomes a model row
// of the user catalog with its parameters counted from the architecture (publishers' totals within 1 %, active
// within 3 %), and every bad file is refused with a message naming the field or the cause, nothing written.
#include "CatalogRowStore.h"
#include "CliRun.h"
#include "Tolerance.h"
#include "catalog/HfModelImport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace fleet;
using fleet::app::parseHfConfig;
using fleet::app::readHfConfigFile;

namespace {

QString fixture(const char* name) { return QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hf/%1").arg(QLatin1String(name)); }

QByteArray bytesOf(const char* name)
{
    QFile f(fixture(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return f.readAll();
}

// The Llama 3 8B config with one field replaced (or renamed away when `value` is empty).
QByteArray llamaWith(const char* key, const char* value)
{
    QByteArray b = bytesOf("llama3-8b.json");
    const QByteArray k = QByteArray("\"") + key + "\": ";
    const qsizetype at = b.indexOf(k);
    if (at < 0)
        qFatal("no %s", key);
    const qsizetype end = b.indexOf('\n', at);
    QByteArray line = QByteArray(value).isEmpty() ? QByteArray("\"unused_field\": 0") : k + value;
    if (b.at(end - 1) == ',')
        line += ',';
    b.replace(at, end - at, line);
    return b;
}

} // namespace

class TestHfImport : public QObject {
    Q_OBJECT
private slots:
    void publishedCounts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("architecture");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active"); // 0: dense
        // Model cards and reports: Llama 3 8B 8.03 B; Mistral 7B 7.24 B; Mixtral 46.7 B / 12.9 B; Qwen2.5-7B
        // 7.61 B; Qwen3-8B 8.2 B; Qwen3-235B-A22B 235 B / 22 B; DeepSeek-V3 671 B / 37 B (without MTP);
        // gpt-oss-120b 116.83 B / 5.13 B + the 0.58 B input embedding OpenAI leaves out of "active".
        QTest::newRow("Llama 3 8B") << "llama3-8b.json" << "LlamaForCausalLM" << 8.03e9 << 0.0;
        QTest::newRow("Mistral 7B") << "mistral-7b.json" << "MistralForCausalLM" << 7.24e9 << 0.0;
        QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b.json" << "MixtralForCausalLM" << 46.7e9 << 12.9e9;
        QTest::newRow("Qwen2.5-7B") << "qwen2.5-7b.json" << "Qwen2ForCausalLM" << 7.61e9 << 0.0;
        QTest::newRow("Qwen3-8B") << "qwen3-8b.json" << "Qwen3ForCausalLM" << 8.2e9 << 0.0;
        QTest::newRow("Qwen3-235B-A22B") << "qwen3-235b-a22b.json" << "Qwen3MoeForCausalLM" << 235e9 << 22e9;
        QTest::newRow("DeepSeek-V3") << "deepseek-v3.json" << "DeepseekV3ForCausalLM" << 671e9 << 37e9;
        QTest::newRow("GPT-OSS 120B") << "gpt-oss-120b.json" << "GptOssForCausalLM" << 116.83e9
                                      << 5.13e9 + 201088.0 * 2880.0;
    }
    void publishedCounts()
    {
        QFETCH(QString, file);
        QFETCH(QString, architecture);
        QFETCH(double, total);
        QFETCH(double, active);
        const app::HfModelImport r = readHfConfigFile(fixture(qPrintable(file)), {}, {});
        QVERIFY2(r.row, qPrintable(r.error));
        QCOMPARE(r.architectureName, architecture);
        FLEET_COMPARE_REL(r.count.total, total, 0.01);
        FLEET_COMPARE_REL(r.count.active, active > 0 ? active : total, active > 0 ? 0.03 : 0.01);
        QCOMPARE(r.row->table, QStringLiteral("models"));
        QCOMPARE(r.row->value(QStringLiteral("params")).toDouble(), std::round(r.count.total));
        QCOMPARE(r.row->value(QStringLiteral("active_params")).isNull(), active == 0.0);
    }

    // The CLI writes the row into the user catalog and says what it counted; the row is a library model then.
    void cliImportsIntoTheUserCatalog()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath(QStringLiteral("user.sqlite"));
        const auto r = test::runCli({QStringLiteral("--user-catalog"), user, QStringLiteral("catalog"),
                                     QStringLiteral("import-model"), fixture("deepseek-v3.json"), QStringLiteral("--id"),
                                     QStringLiteral("dsv3"), QStringLiteral("--name"), QStringLiteral("DeepSeek-V3 (mine)")},
                                    false);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("imported model dsv3: 671.03 B total, 37.55 B active parameters")),
                 qPrintable(r.out));
        QCOMPARE(r.out.count(u'\n'), 1); // that line alone: no usage text after a known subcommand
        const catalog::UserRows rows = catalog::readUserRows(user);
        QCOMPARE(rows.rows.size(), 1);
        QCOMPARE(rows.rows.constFirst().value(QStringLiteral("name")).toString(), QStringLiteral("DeepSeek-V3 (mine)"));
        QCOMPARE(rows.rows.constFirst().value(QStringLiteral("attention")).toString(), QStringLiteral("mla"));
        QCOMPARE(rows.rows.constFirst().value(QStringLiteral("dense_layers")).toInt(), 3);
        // num_nextn_predict_layers: 1 - the multi-token-prediction module (issue 29 part 1).
        QCOMPARE(rows.rows.constFirst().value(QStringLiteral("mtp_layers")).toInt(), 1);
        // Without a user catalog there is nowhere to write.
        const auto builtin = test::runCli({QStringLiteral("catalog"), QStringLiteral("import-model"), fixture("llama3-8b.json")});
        QCOMPARE(builtin.code, 2);
        QVERIFY(builtin.err.contains(QStringLiteral("user catalog")));
    }

    // Banded attention from config.json: GPT-OSS lists its layers' kinds (18 "sliding_attention" of 36, window 128);
    // Mistral 7B v0.1's 4,096-token window is every layer's; Qwen2.5 carries a 131,072-token window it does not use
    // (use_sliding_window false); Llama 3 has none.
    void slidingWindows_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("layers");
        QTest::newRow("GPT-OSS 120B") << "gpt-oss-120b.json" << 128 << 18;
        QTest::newRow("Mistral 7B") << "mistral-7b.json" << 4096 << 32;
        QTest::newRow("Qwen2.5-7B") << "qwen2.5-7b.json" << 0 << 0;
        QTest::newRow("Llama 3 8B") << "llama3-8b.json" << 0 << 0;
    }
    void slidingWindows()
    {
        QFETCH(QString, file);
        QFETCH(int, window);
        QFETCH(int, layers);
        const app::HfModelImport r = readHfConfigFile(fixture(qPrintable(file)), {}, {});
        QVERIFY2(r.row, qPrintable(r.error));
        QCOMPARE(r.row->value(QStringLiteral("sliding_window")).toInt(), window);
        QCOMPARE(r.row->value(QStringLiteral("sliding_window_layers")).toInt(), layers);
    }

    // Qwen with use_sliding_window true bands the layers from max_window_layers up (transformers' Qwen2 rule), 28 of
    // them when the key is absent; a GPT-OSS config without layer_types bands every other layer (transformers' default).
    void inferredBandedLayers_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("layers");
        const QByteArray qwen = R"({"architectures": ["Qwen2ForCausalLM"], "hidden_size": 64, "intermediate_size": 128,
            "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 32, "vocab_size": 100,
            "sliding_window": 4096, "use_sliding_window": true)";
        QTest::newRow("Qwen, max_window_layers 20") << qwen + R"(, "max_window_layers": 20})" << 4096 << 12;
        QTest::newRow("Qwen, transformers' default") << qwen + "}" << 4096 << 4;
        QTest::newRow("GPT-OSS without layer_types")
            << QByteArray(R"({"architectures": ["GptOssForCausalLM"], "hidden_size": 64, "intermediate_size": 128,
                 "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 5, "vocab_size": 100,
                 "num_local_experts": 4, "num_experts_per_tok": 2, "sliding_window": 128})")
            << 128 << 3;
    }
    void inferredBandedLayers()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, window);
        QFETCH(int, layers);
        const app::HfModelImport r = parseHfConfig(json, QStringLiteral("x"), {});
        QVERIFY2(r.row, qPrintable(r.error));
        QCOMPARE(r.row->value(QStringLiteral("sliding_window")).toInt(), window);
        QCOMPARE(r.row->value(QStringLiteral("sliding_window_layers")).toInt(), layers);
    }

    void badConfigsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("words");
        QTest::newRow("missing field") << llamaWith("hidden_size", "") << "field 'hidden_size' is missing";
        QTest::newRow("text for a number") << llamaWith("num_hidden_layers", "\"32\"")
                                           << "field 'num_hidden_layers' is not a number (the text \"32\")";
        QTest::newRow("fraction") << llamaWith("intermediate_size", "14336.5")
                                  << "field 'intermediate_size' is not a whole number";
        QTest::newRow("negative") << llamaWith("vocab_size", "-5") << "field 'vocab_size' = -5 is out of range";
        QTest::newRow("unknown architecture") << llamaWith("architectures", "[\"BertModel\"]")
                                              << "unknown architecture 'BertModel'; supported: LlamaForCausalLM";
        QTest::newRow("no architectures") << llamaWith("architectures", "42")
                                          << "field 'architectures' is missing or not a list";
        QTest::newRow("layer kinds of another depth")
            << QByteArray(R"({"architectures": ["GptOssForCausalLM"], "hidden_size": 64, "intermediate_size": 128,
                 "num_attention_heads": 4, "num_hidden_layers": 4, "vocab_size": 100, "num_local_experts": 4,
                 "num_experts_per_tok": 2, "sliding_window": 128,
                 "layer_types": ["sliding_attention", "full_attention"]})")
            << "field 'layer_types' lists 2 layers, but num_hidden_layers is 4";
        QTest::newRow("top-k beyond the experts")
            << QByteArray(R"({"architectures": ["MixtralForCausalLM"], "hidden_size": 64, "intermediate_size": 128,
                 "num_attention_heads": 4, "num_hidden_layers": 2, "vocab_size": 100, "num_local_experts": 4,
                 "num_experts_per_tok": 8})")
            << "experts per token must be between 1 and the routed experts";
        QTest::newRow("invalid JSON") << QByteArray("{\"architectures\": [\"LlamaForCausalLM\"") << "not valid JSON at byte";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "must hold a JSON object";
        QTest::newRow("bad id") << bytesOf("llama3-8b.json") << "id";
    }
    void badConfigsAreNamed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, words);
        const bool badId = QString::fromLatin1(QTest::currentDataTag()) == QStringLiteral("bad id");
        const app::HfModelImport r = parseHfConfig(json, badId ? QStringLiteral("bad\x1b[31mid") : QString(), {});
        QVERIFY(!r.row);
        QVERIFY2(r.error.contains(words), qPrintable(r.error));
    }

    // Files that are not a config: nothing is written, the message says why, exit 2.
    void badFilesWriteNothing()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath(QStringLiteral("user.sqlite"));
        const QString big = dir.filePath(QStringLiteral("big.json"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(app::kMaxHfConfigBytes + 10, ' '));
        }
        const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const auto& [path, words] : {std::pair{big, QStringLiteral("larger than 1 MB")},
                                          std::pair{fifo, QStringLiteral("not a regular file")},
                                          std::pair{dir.path(), QStringLiteral("not a regular file")},
                                          std::pair{dir.filePath(QStringLiteral("none.json")), QStringLiteral("does not exist")}}) {
            const auto r = test::runCli({QStringLiteral("--user-catalog"), user, QStringLiteral("catalog"),
                                         QStringLiteral("import-model"), path},
                                        false);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(words) && r.err.contains(QStringLiteral("nothing was imported")), qPrintable(r.err));
        }
        QVERIFY(catalog::readUserRows(user).rows.isEmpty());
    }
};

QTEST_MAIN(TestHfImport)
#include "tst_hf_import.moc"
