// Parameters counted from the architecture (issue 27, plan/ModelArchitecture.h), against each model's published
// total (1 %) and active (3 %) counts. The shapes are the models' Hugging Face config.json values.
#include "Tolerance.h"
#include "plan/ModelArchitecture.h"

#include <QTest>

using namespace fleet;

namespace {

ModelArchitecture dense(double L, double h, double heads, double kv, double hd, double ffn, double vocab)
{
    ModelArchitecture m;
    m.layers = L;
    m.hidden = h;
    m.heads = heads;
    m.kvHeads = kv;
    m.headDim = hd;
    m.ffn = ffn;
    m.vocab = vocab;
    m.attention = kv < heads ? AttentionKind::GroupedQuery : AttentionKind::MultiHead;
    return m;
}

ModelArchitecture moe(ModelArchitecture m, double experts, double topK, double shared, double expertFfn,
                      double denseLayers = 0, double denseFfn = 0)
{
    m.moe = {experts, topK, shared, expertFfn, denseLayers, denseFfn};
    return m;
}

ModelArchitecture deepSeekV3()
{
    ModelArchitecture m = moe(dense(61, 7168, 128, 128, 128, 18432, 129280), 256, 8, 1, 2048, 3, 18432);
    m.attention = AttentionKind::MultiLatent;
    m.latent = {1536, 512, 64, 128, 128};
    return m;
}

ModelArchitecture qwen3(ModelArchitecture m)
{
    m.qkNorm = true;
    return m;
}

ModelArchitecture gptOss120b()
{
    ModelArchitecture m = moe(dense(36, 2880, 64, 8, 64, 2880, 201088), 128, 4, 0, 2880);
    m.attentionBias = true;
    m.mlpBias = true;
    return m;
}

// GPT-OSS 20B: the 120B's layer on 24 layers of 32 experts (config.json openai/gpt-oss-20b).
ModelArchitecture gptOss20b()
{
    ModelArchitecture m = moe(dense(24, 2880, 64, 8, 64, 2880, 201088), 32, 4, 0, 2880);
    m.attentionBias = true;
    m.mlpBias = true;
    return m;
}

ModelArchitecture gpt3()
{
    ModelArchitecture m = dense(96, 12288, 96, 96, 128, 49152, 50257);
    m.gatedMlp = false;
    m.tiedEmbeddings = true;
    m.attentionBias = true;
    m.mlpBias = true;
    return m;
}

} // namespace

Q_DECLARE_METATYPE(fleet::ModelArchitecture)

class TestModelArchitecture : public QObject {
    Q_OBJECT
private slots:
    void publishedCounts_data()
    {
        QTest::addColumn<ModelArchitecture>("model");
        QTest::addColumn<double>("total");  // published, parameters
        QTest::addColumn<double>("active"); // published, 0 = dense (active = total)
        // Meta Llama 3 model card: 8.03 B; Llama 3.1 405B: 405.9 B (issue 27 acceptance: 8.03 B, 405.9 B).
        QTest::newRow("Llama 3 8B") << dense(32, 4096, 32, 8, 128, 14336, 128256) << 8.03e9 << 0.0;
        QTest::newRow("Llama 3 70B") << dense(80, 8192, 64, 8, 128, 28672, 128256) << 70.6e9 << 0.0;
        QTest::newRow("Llama 3.1 405B") << dense(126, 16384, 128, 8, 128, 53248, 128256) << 405.9e9 << 0.0;
        QTest::newRow("Llama 2 70B") << dense(80, 8192, 64, 8, 128, 28672, 32000) << 69.0e9 << 0.0;
        // Brown et al. 2020 Table 2.1: 175.0 B (GPT-2 style: biases, learned positions left out, tied head).
        QTest::newRow("GPT-3 175B") << gpt3() << 175.0e9 << 0.0;
        // Mistral AI: 46.7 B total, 12.9 B active (seed L1784 quotes the same); 8x22B: 141 B, 39 B.
        QTest::newRow("Mixtral 8x7B") << moe(dense(32, 4096, 32, 8, 128, 14336, 32000), 8, 2, 0, 14336) << 46.7e9
                                      << 12.9e9;
        QTest::newRow("Mixtral 8x22B") << moe(dense(56, 6144, 48, 8, 128, 16384, 32768), 8, 2, 0, 16384) << 141e9
                                       << 39e9;
        // DeepSeek-V3 technical report: 671 B total, 37 B activated (the 14 B multi-token-prediction module apart).
        QTest::newRow("DeepSeek-V3") << deepSeekV3() << 671e9 << 37e9;
        // Qwen3 technical report: 235 B / 22 B and 30.5 B / 3.3 B.
        QTest::newRow("Qwen3-235B-A22B") << qwen3(moe(dense(94, 4096, 64, 4, 128, 12288, 151936), 128, 8, 0, 1536))
                                         << 235e9 << 22e9;
        QTest::newRow("Qwen3-30B-A3B") << qwen3(moe(dense(48, 2048, 32, 4, 128, 6144, 151936), 128, 8, 0, 768))
                                       << 30.5e9 << 3.3e9;
        // OpenAI gpt-oss model card: 116.83 B total, 5.13 B active; OpenAI counts the active ones without the
        // input embedding (0.58 B), so the embedding is taken off for the comparison.
        QTest::newRow("GPT-OSS 120B") << gptOss120b() << 116.83e9 << 5.13e9 + 201088.0 * 2880.0;
        QTest::newRow("GPT-OSS 20B") << gptOss20b() << 20.91e9 << 3.61e9 + 201088.0 * 2880.0;
    }
    void publishedCounts()
    {
        QFETCH(ModelArchitecture, model);
        QFETCH(double, total);
        QFETCH(double, active);
        QVERIFY(architectureProblem(model) == nullptr);
        const ParameterCount c = countParameters(model);
        FLEET_COMPARE_REL(c.total, total, 0.01);
        if (active > 0)
            FLEET_COMPARE_REL(c.active, active, 0.03);
        else
            QCOMPARE(c.active, c.total);
        QCOMPARE(c.embedding + c.head + c.attention + c.denseMlp + c.experts + c.sharedExperts + c.routers + c.norms,
                 c.total);
    }

    // Hand count of one small case: every term visible.
    void termsOfATinyModel()
    {
        ModelArchitecture m = dense(2, 8, 2, 1, 4, 16, 10);
        const ParameterCount c = countParameters(m);
        QCOMPARE(c.embedding, 80.0);
        QCOMPARE(c.head, 80.0);
        // q 8×8, k and v 8×4 each, o 8×8 = 192 per layer.
        QCOMPARE(c.attention, 2.0 * 192.0);
        QCOMPARE(c.denseMlp, 2.0 * 3.0 * 8.0 * 16.0);
        QCOMPARE(c.norms, 5.0 * 8.0);
        m.tiedEmbeddings = true;
        QCOMPARE(countParameters(m).head, 0.0);
    }

    // DeepSeek-V3's multi-token-prediction module by hand (report §2.2; config.json num_nextn_predict_layers 1): one
    // MoE layer - MLA attention (q: 7168·1536 + 1536 + 1536·128·192; kv: 7168·576 + 512 + 512·128·256; o: 128·128·7168
    // = 187,107,328), 256 routed and 1 shared expert of 3·7168·2048, a 7168 × 256 router - the projection 2·7168²
    // and five norms of 7168: 11,610,067,968, outside the 671 B. With its copies of the embedding and head (2 ×
    // 129,280 · 7168) it is the 13.5 B that DeepSeek's 685 B - 671 B = 14 B rounds.
    void multiTokenPredictionModuleByHand()
    {
        ModelArchitecture m = deepSeekV3();
        const ParameterCount without = countParameters(m);
        QCOMPARE(without.mtp, 0.0);
        m.mtpLayers = 1;
        const ParameterCount c = countParameters(m);
        QCOMPARE(c.total, without.total);
        const double attention = 7168.0 * 1536 + 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512 + 512.0 * 128 * 256 +
                                 128.0 * 128 * 7168;
        QCOMPARE(attention, 187107328.0);
        const double expert = 3.0 * 7168 * 2048;
        QCOMPARE(c.mtp, attention + 257.0 * expert + 7168.0 * 256 + 2.0 * 7168 * 7168 + 5.0 * 7168);
        QCOMPARE(c.mtp, 11610067968.0);
        QCOMPARE(c.mtpExperts, 256.0 * expert);
        FLEET_COMPARE_REL(c.mtp + 2.0 * 129280.0 * 7168.0, 14e9, 0.05);
        m.mtpLayers = 2;
        QCOMPARE(countParameters(m).mtp, 2.0 * c.mtp);
    }

    // Expected padded rows of one MoE layer's grouped GEMM, E · 16 · E[⌈X/16⌉] with X ~ Binomial(B, k/E): the
    // expected values are the exact sums (Python fractions over every x). GPT-OSS 120B's routing (E 128, top-4) at
    // 512 and 1,024 tokens has a mean of exactly one and two tiles per expert; the spread fills second and third tiles
    // and the rows move smoothly across it (the mean count's ceiling jumped 2× at 512 + ε).
    void expertTileRows_data()
    {
        QTest::addColumn<double>("experts");
        QTest::addColumn<double>("perToken");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("rows");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("E8 k2, 4 tokens: 8·16·(1 − 0.75⁴)") << 8.0 << 2.0 << 4.0 << 87.5 << 1e-12;
        QTest::newRow("E128 k4, one token: 4 tiles") << 128.0 << 4.0 << 1.0 << 64.0 << 1e-12;
        QTest::newRow("E128 k4, 511") << 128.0 << 4.0 << 511.0 << 2930.633214683773 << 1e-10;
        QTest::newRow("E128 k4, 512 (one tile each on average)")
            << 128.0 << 4.0 << 512.0 << 2937.0918852042028 << 1e-10;
        QTest::newRow("E128 k4, 513") << 128.0 << 4.0 << 513.0 << 2943.550794591568 << 1e-10;
        QTest::newRow("E128 k4, 1,023") << 128.0 << 4.0 << 1023.0 << 5022.358230648205 << 1e-10;
        QTest::newRow("E128 k4, 1,024 (two tiles on average)") << 128.0 << 4.0 << 1024.0 << 5027.076333452528 << 1e-10;
        QTest::newRow("E128 k4, 1,025") << 128.0 << 4.0 << 1025.0 << 5031.79544083943 << 1e-10;
        QTest::newRow("E8 k2, 1,500: spread past a tile (uniform remainder)")
            << 8.0 << 2.0 << 1500.0 << 3060.0000000136138 << 1e-9;
        QTest::newRow("half a token: half of one token's k tiles") << 8.0 << 2.0 << 0.5 << 8.0 * 16.0 * 0.5 * 0.25
                                                                   << 1e-12;
        QTest::newRow("E32 k4, 4,096") << 32.0 << 4.0 << 4096.0 << 16624.0 << 1e-9;
        QTest::newRow("E128 k4, 511.5: between 511 and 512") << 128.0 << 4.0 << 511.5
                                                             << 0.5 * (2930.633214683773 + 2937.0918852042028) << 1e-10;
        QTest::newRow("every expert per token: ⌈B/16⌉ tiles each") << 8.0 << 8.0 << 33.0 << 8.0 * 48.0 << 1e-12;
    }
    void expertTileRows()
    {
        QFETCH(double, experts);
        QFETCH(double, perToken);
        QFETCH(double, tokens);
        QFETCH(double, rows);
        QFETCH(double, tolerance);
        FLEET_COMPARE_REL(fleet::expertTileRows(experts, perToken, tokens, 16.0), rows, tolerance);
        QVERIFY(fleet::expertTileRows(experts, perToken, tokens, 16.0) >= tokens * perToken * (1.0 - 1e-12));
    }
    void expertTileRowsOfNothing()
    {
        // A one-row tile pads nothing: the rows routed, B · k (every step of the downward sum drops a tile).
        FLEET_COMPARE_REL(fleet::expertTileRows(8.0, 2.0, 37.0, 1.0), 74.0, 1e-12);
        FLEET_COMPARE_REL(fleet::expertTileRows(128.0, 4.0, 700.0, 1.0), 2800.0, 1e-12);
        QCOMPARE(fleet::expertTileRows(128.0, 4.0, 0.0, 16.0), 0.0);
        QCOMPARE(fleet::expertTileRows(0.0, 4.0, 64.0, 16.0), 0.0);
        QCOMPARE(fleet::expertTileRows(128.0, 4.0, -3.0, 16.0), 0.0);
    }

    void badShapesAreNamed_data()
    {
        QTest::addColumn<ModelArchitecture>("model");
        QTest::addColumn<QString>("words");
        ModelArchitecture top = moe(dense(4, 64, 4, 4, 16, 256, 100), 8, 9, 0, 128);
        QTest::newRow("top-k beyond the experts") << top << "experts per token";
        ModelArchitecture kv = dense(4, 64, 4, 8, 16, 256, 100);
        QTest::newRow("more KV heads than heads") << kv << "kvHeads";
        ModelArchitecture lead = moe(dense(4, 64, 4, 4, 16, 256, 100), 8, 2, 0, 128, 4);
        QTest::newRow("every layer dense") << lead << "leading dense layers";
    }
    void badShapesAreNamed()
    {
        QFETCH(ModelArchitecture, model);
        QFETCH(QString, words);
        const char* problem = architectureProblem(model);
        QVERIFY(problem);
        QVERIFY2(QString::fromLatin1(problem).contains(words), problem);
    }
};

QTEST_MAIN(TestModelArchitecture)
#include "tst_model_architecture.moc"
