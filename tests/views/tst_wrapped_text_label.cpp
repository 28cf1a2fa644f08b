// WrappedTextLabel (issue #12) answers heightForWidth as a plain word-wrapped QLabel with the same text does,
// and a new text, font, margin or text format gives the new height, not the remembered one.
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

    // The text format alone changes the layout ("<br>" is a line break as rich text, four characters as plain).
    void aNewTextFormatGivesTheNewHeight()
    {
        const QString text = QStringLiteral("one<br>two<br>three");
        WrappedTextLabel label;
        label.setTextFormat(Qt::RichText);
        label.setText(text);
        const int rich = label.heightForWidth(400);
        label.setTextFormat(Qt::PlainText);
        const int plain = label.heightForWidth(400);
        QLabel reference;
        reference.setWordWrap(true);
        reference.setTextFormat(Qt::PlainText);
        reference.setText(text);
        QCOMPARE(plain, reference.heightForWidth(400));
        QVERIFY2(plain < rich, qPrintable(QStringLiteral("%1 vs %2").arg(plain).arg(rich)));
    }
};

QTEST_MAIN(TstWrappedTextLabel)
#include "tst_wrapped_text_label.moc"
