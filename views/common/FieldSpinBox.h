#pragma once
#include <QDoubleSpinBox>

#include <optional>

namespace fleet::views {

// A spin box for a schema field that does not clamp silently (issue #13: MFU 1.5 became 1): a number outside
// [minimum, maximum] can be typed, and on Enter or focus out the box emits outOfRange(value) and goes back to
// its previous value, so the owner can refuse the edit with a message that names the key and the range.
class FieldSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit FieldSpinBox(QWidget* parent = nullptr);
    QValidator::State validate(QString& text, int& pos) const override;
    // The number `text` shows (prefix and suffix removed), if it is one.
    virtual std::optional<double> numberIn(const QString& text) const;

signals:
    void outOfRange(double value);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    QString numberPart(const QString& text) const; // the text without prefix and suffix

private:
    void reportOutOfRange();
};

} // namespace fleet::views
