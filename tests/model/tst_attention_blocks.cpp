// The fused attention core's size law (issue 30, model/hardware/AttentionBlocks.h): a block over s keys runs at
// η_attn · s / (s + s½), s½ per accelerator for causal and full blocks. Checked against the cuDNN sweeps the catalog's
// lengths come from (docs/research/attention-seqlen-efficiency.md §3a: forward and backward TFLOP/s at 2K-32K,
// combined as the step prices them, 3.5 / (1/fwd + 2.5/bwd)), and through the training step's layer: one causal block
// without context parallelism, one causal and cp − 1 full blocks with it.
#include "TestCatalog.h"
#include "Tolerance.h"

#include "hardware/AttentionBlocks.h"
#include "hardware/Calibration.h"
#include "training/StepKernel.h"

#include <QTest>

using namespace fleet;
using fleet::stepkernel::LayerTime;
using fleet::stepkernel::denseLayer;

namespace {

// The speed of a block at `s` keys relative to one at `t` keys under the law: the inverse ratio of its time factors.
double speedRatio(double (AttentionBlockLaw::*factor)(double) const, const AttentionBlockLaw& law, double s, double t)
{
    return (law.*factor)(t) / (law.*factor)(s);
}

// Forward and backward TFLOP/s of a fused kernel combined as the step prices them (backward 2.5 × the forward's FLOPs).
double combined(double fwd, double bwd) { return 3.5 / (1.0 / fwd + 2.5 / bwd); }

AttentionBlockLaw catalogLaw(const char* accelerator)
{
    const Catalog& c = *test::builtinCatalog();
    const Calibration* causal =
        c.calibration(CalibrationTarget::Accelerator, accelerator, CalibrationParameter::AttentionHalfSeqCausal);
    const Calibration* full = c.calibration(CalibrationTarget::Accelerator, accelerator, CalibrationParameter::AttentionHalfSeq);
    if (!causal || !full)
        qFatal("no attention half-lengths for %s", accelerator);
    return {causal->value, full->value};
}

} // namespace

class TestAttentionBlocks : public QObject {
    Q_OBJECT
private slots:
    // The law's arithmetic: a block's time factor, and a CP ring's mean over its one causal block (s/cp keys) and
    // cp − 1 full blocks (s/(2cp) keys).
    void lawByHand()
    {
        const AttentionBlockLaw law{1000.0, 400.0};
        FLEET_COMPARE_REL(law.causal(4000.0), 1.25, 1e-12);
        FLEET_COMPARE_REL(law.full(4000.0), 1.1, 1e-12);
        FLEET_COMPARE_REL(law.ringFull(64000.0, 4.0), 1.0 + 400.0 / 8000.0, 1e-12);
        FLEET_COMPARE_REL(law.ringMean(64000.0, 4.0), ((1.0 + 1000.0 / 16000.0) + 3.0 * (1.0 + 400.0 / 8000.0)) / 4.0,
                          1e-12);
        FLEET_COMPARE_REL(law.ringMean(4000.0, 1.0), law.causal(4000.0), 1e-12);
        QCOMPARE(law.causal(0.0), 1.0); // no prompt: no block
        QCOMPARE(AttentionBlockLaw{}.causal(128.0), 1.0); // s½ = 0: no size law
    }

    // The catalog's lengths reproduce the sweeps they were fitted on: cuDNN 9.19 on H200 (Llama 3.1 layer, BF16) from
    // 2K to 16K keys, causal fwd 484 → 673 and bwd 370 → 579, non-causal 633 → 702 and 504 → 612 TFLOP/s; cuDNN 9.22
    // on GB200, causal 1,097 → 1,708 and 885 → 1,328. The speed-up from 2K to 16K within 3 % on H200 and 4 % on GB200
    // (the fits' errors). GB200's full blocks are not asserted: its backward fit misses by up to 10 %, and the combined
    // law gives a 2K → 8K speed-up of 1.16 where the sweep has 1.25 (docs/models.md).
    void catalogLengthsFollowTheSweeps()
    {
        const AttentionBlockLaw h200 = catalogLaw("h200-sxm");
        FLEET_COMPARE_REL(speedRatio(&AttentionBlockLaw::causal, h200, 16384.0, 2048.0),
                          combined(673.0, 579.0) / combined(484.0, 370.0), 0.03);
        FLEET_COMPARE_REL(speedRatio(&AttentionBlockLaw::full, h200, 16384.0, 2048.0),
                          combined(702.0, 612.0) / combined(633.0, 504.0), 0.03);
        const AttentionBlockLaw gb200 = catalogLaw("gb200");
        FLEET_COMPARE_REL(speedRatio(&AttentionBlockLaw::causal, gb200, 16384.0, 2048.0),
                          combined(1708.0, 1328.0) / combined(1097.0, 885.0), 0.04);
        // The H100 and B200 take their generation's fit.
        QCOMPARE(catalogLaw("h100-sxm").halfCausal, h200.halfCausal);
        QCOMPARE(catalogLaw("b200").halfFull, gb200.halfFull);
    }

    // Through the training step's layer: Llama 3 8B's core (32 heads of 128, causal half executed, 4·b·a·s²·d/2
    // FLOP) at 4K keys takes W ÷ (η_attn · R) × (1 + s½/s); split over CP 4, each rank's core is a quarter of the
    // work at the ring's mean factor.
    void trainingCoreFollowsTheLaw()
    {
        TransformerShape m;
        m.layers = 32;
        m.hidden = 4096;
        m.heads = 32;
        m.kvHeads = 8;
        m.ffnHidden = 14336;
        m.gatedMlp = true;
        m.seqLen = 4096.0;
        StepLayout l;
        l.flashAttention = true;
        StepHardware hw;
        hw.peakFlops = hw.attentionPeakFlops = 1e15;
        hw.attentionEfficiency = 0.5;
        hw.attentionBlocks = {1000.0, 400.0};
        hw.hbmBytesPerS = 1e15; // the core's Q, K, V and O reads well below its arithmetic
        const double work = 0.5 * 4.0 * 32.0 * 4096.0 * 4096.0 * 128.0;
        const LayerTime one = denseLayer(m, l, hw, m.ffnHidden, hw.scaleUp);
        FLEET_COMPARE_REL(one.attention, work / 0.5e15 * (1.0 + 1000.0 / 4096.0), 1e-12);
        m.seqLen = 4.0 * 4096.0;
        l.cp = 4.0;
        const LayerTime four = denseLayer(m, l, hw, m.ffnHidden, hw.scaleUp);
        const double ringWork = 16.0 * work / 4.0; // s² grew 16 ×, a quarter on each rank
        FLEET_COMPARE_REL(four.attention, ringWork / 0.5e15 * hw.attentionBlocks.ringMean(16384.0, 4.0), 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestAttentionBlocks)
#include "tst_attention_blocks.moc"
