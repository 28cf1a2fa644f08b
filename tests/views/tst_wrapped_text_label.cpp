// WrappedTextLabel (issue #12) answers heightForWidth as a plain word-wrapped QLabel with the same text does,
// and a new text, font or margin gives the new height, not the remembered one.
#include "common/WrappedTextLabel.h"

#include <QApplication>
#include <QTest>

using fleet::views::WrappedTextLabel;

namespace {

const QString kShort = QStringLiteral("<b>Fleet</b>: 12 replicas = 96 accelerators in 12 nodes.");
const QString kLong = QStringLiteral("<b>Operating point</b>: TP 8 × batch 64 per replica; the p99 time per output "
                                     "token sets the batch. 2,345 output tokens/s per accelerator.<br><b>Fleet</b>: "
                                     "12 replicas = 96 accelerators in 12 nodes; 1.2 MW at the facility.");

int plainHeight(const QString& text, int width, const QFont& font = QFont(), int margin = 0)
{
    QLabel plain;
    plain.setWordWrap(true);
    plain.setFont(font);
    plain.setMargin(margin);
    plain.setText(text);
    return plain.heightForWidth(width);
}

} // namespace

class TstWrappedTextLabel : public QObject {
    Q_OBJECT
private slots:
    void sameHeightsAsQLabel()
    {
        WrappedTextLabel label;
        label.setText(kLong);
        for (int width : {120, 300, 300, 700, 120}) // repeated widths come from the memory
            QCOMPARE(label.heightForWidth(width), plainHeight(kLong, width));
        QVERIFY(label.heightForWidth(120) > label.heightForWidth(700)); // a real wrap, not a constant
        label.setText(kShort);
        QCOMPARE(label.heightForWidth(300), plainHeight(kShort, 300));
        QVERIFY(label.heightForWidth(300) < plainHeight(kLong, 300));
        QFont big = label.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        label.setFont(big);
        QCOMPARE(label.heightForWidth(300), plainHeight(kShort, 300, big));
        label.setMargin(7);
        QCOMPARE(label.heightForWidth(300), plainHeight(kShort, 300, big, 7));
    }
};

QTEST_MAIN(TstWrappedTextLabel)
#include "tst_wrapped_text_label.moc"
